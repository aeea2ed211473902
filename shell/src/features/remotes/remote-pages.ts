import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from './remote-names';
import { checkForRedeploy, hasSeenDeploy } from './remote-deploys';
import { forgetRemote, loadRemoteModule } from './remote-registry';

type RemoteComponent = LazyExoticComponent<ComponentType>;
type PageModule = { default: ComponentType };

interface PageEntry {
  component: RemoteComponent;
  /** Starts the download (once) and gives its promise; the lazy component renders from it. */
  load: () => Promise<PageModule>;
}

// One lazy component per exposed page, kept across visits so a page is fetched only once.
const pages = new Map<string, PageEntry>();

const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

async function loadPage(remote: RemoteName, module: string): Promise<PageModule> {
  // Once a version of the remote is known, a page not loaded yet waits for the redeploy
  // check, so it never asks a server that now serves a new build for the old build's files.
  // The remote's very first page loads at once; the check recording its version runs beside.
  const seen = hasSeenDeploy(remote);
  const check = pickUpRedeploy(remote);
  if (seen) await check;
  return loadRemoteModule<PageModule>(remote, module);
}

function entryOf(remote: RemoteName, module: string): PageEntry {
  const key = keyOf(remote, module);
  let entry = pages.get(key);
  if (!entry) {
    let loading: Promise<PageModule> | null = null;
    const load = () => (loading ??= loadPage(remote, module));
    entry = { component: lazy(load), load };
    pages.set(key, entry);
  }
  return entry;
}

/** The lazy component for a remote's exposed page (e.g. admin + UsersPage). */
export function remotePage(remote: RemoteName, module: string): RemoteComponent {
  return entryOf(remote, module).component;
}

/**
 * Starts downloading a remote's page before anything renders it (the route is known before the
 * session is): the lazy component then renders from the same download. A failure is left to
 * the component, which shows it with Retry when it renders; the promise settles either way.
 */
export function preloadRemotePage(remote: RemoteName, module: string): Promise<void> {
  return entryOf(remote, module)
    .load()
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Drops a page that failed to load, and the remote behind it: React keeps a rejected lazy
 * component rejected forever, so Retry needs a new one.
 */
export function forgetRemotePage(remote: RemoteName, module: string): void {
  pages.delete(keyOf(remote, module));
  forgetRemote(remote);
}

/** Drops every page of a remote and the remote itself: its next page loads a new deploy. */
function forgetRemotePages(remote: RemoteName): void {
  for (const key of [...pages.keys()]) if (key.startsWith(`${remote}/`)) pages.delete(key);
  forgetRemote(remote);
}

/**
 * Asks whether the remote was redeployed (remote-deploys.ts); if so its loaded pages are
 * forgotten, so the next render loads the new version. Resolves true in that case.
 */
export const pickUpRedeploy = (remote: RemoteName): Promise<boolean> =>
  checkForRedeploy(remote, forgetRemotePages);
