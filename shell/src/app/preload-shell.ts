/**
 * Starts downloading the shell's own chunks that the page at `pathname` will render, before the
 * first render asks for them one after the other (the rich shell, then the signed-in routes
 * inside it). The lazy components import the same modules and so get the same download; a
 * failure is theirs to show when they render. Settles when the downloads have.
 */
export function preloadShell(pathname: string, mayBeSignedIn: boolean): Promise<void> {
  const onLanding = pathname === '/';
  const downloads: Promise<unknown>[] = [];
  // A signed-in landing page loads the rich shell too (its call layer, its toasts).
  if (!onLanding || mayBeSignedIn) downloads.push(import('./rich-shell'));
  if (!onLanding) downloads.push(import('./signed-in-routes'));
  return Promise.allSettled(downloads).then(() => undefined);
}
