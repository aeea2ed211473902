import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { chunkLoadingGlobalOf } from '@app/shared/federation';
import type { RemoteName } from './remote-names';

let manifestUrls: Partial<Record<RemoteName, string>> = {};

/** A remote whose module could not be fetched (server down, bad deploy, network). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Tells the federation runtime where each remote's mf-manifest.json lives. */
export function registerAppRemotes(urls: Record<RemoteName, string>): void {
  manifestUrls = { ...urls };
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
}

/** Loads `remote/module` (e.g. admin/UsersPage) through the federation runtime. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${remote}/${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!loaded) throw new RemoteUnavailableError(remote);
  return loaded;
}

/** Where the remote's mf-manifest.json lives (from remotes.json), once registered. */
export const manifestUrlOf = (remote: RemoteName): string | undefined => manifestUrls[remote];

/**
 * Forgets a remote (its manifest, entry script, modules and registered chunks) so the next load
 * fetches it afresh: Retry after the remote's server comes back, or a redeployed version,
 * works without reloading the page.
 */
export function forgetRemote(remote: RemoteName): void {
  const entry = manifestUrls[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
  // The old build's runtime keeps its own reference to the array; the next build starts clean.
  Reflect.deleteProperty(globalThis, chunkLoadingGlobalOf(remote));
}
