import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './remote-names';
import { forgetRemote, loadRemoteModule } from './remote-registry';

type RemoteComponent = LazyExoticComponent<ComponentType>;

// One lazy component per exposed page, kept across visits so a page is fetched only once.
const pages = new Map<string, RemoteComponent>();

const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** The lazy component for a remote's exposed page (e.g. admin + UsersPage). */
export function remotePage(remote: RemoteName, module: string): RemoteComponent {
  const key = keyOf(remote, module);
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<{ default: ComponentType }>(remote, module));
    pages.set(key, page);
  }
  return page;
}

/**
 * Drops a page that failed to load, and the remote behind it: React keeps a rejected lazy
 * component rejected forever, so Retry needs a new one.
 */
export function forgetRemotePage(remote: RemoteName, module: string): void {
  pages.delete(keyOf(remote, module));
  forgetRemote(remote);
}
