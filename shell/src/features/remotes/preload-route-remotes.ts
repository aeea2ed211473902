import { preloadRemotePage } from './remote-pages';
import { remotePagesOfPath } from './route-remote-pages';

/**
 * Starts downloading the remote modules the page at `pathname` mounts, as soon as the remotes are
 * registered: beside the session's profile call, not after it settles.
 */
export function preloadRouteRemotes(pathname: string): void {
  for (const { remote, module } of remotePagesOfPath(pathname)) preloadRemotePage(remote, module);
}
