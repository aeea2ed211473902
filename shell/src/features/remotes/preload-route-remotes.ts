import { preloadRemotePage } from './remote-pages';
import { remotePagesOfPath } from './route-remote-pages';

/**
 * Starts downloading the remote modules the page at `pathname` mounts, as soon as the remotes are
 * registered: beside the session's profile call, not after it settles. Settles when the
 * downloads have, whether they succeeded or not (a failure is the page's to show).
 */
export function preloadRouteRemotes(pathname: string): Promise<void> {
  const downloads = remotePagesOfPath(pathname).map(({ remote, module }) =>
    preloadRemotePage(remote, module),
  );
  return Promise.all(downloads).then(() => undefined);
}
