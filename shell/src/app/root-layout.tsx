import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { BannedRedirect } from '../features/guards/banned-redirect';
import { useSignOutWithOtherTabs } from '../lib/use-logout';
import { useRichShellNeeded } from './rich-shell-needed';

// MUI, the QueryClient, toasts and the overlays any page may open: not in a visitor's first
// download of the landing page.
const RichShell = lazy(async () => ({ default: (await import('./rich-shell')).RichShell }));

/**
 * Wraps every route. The landing page always renders here, outside the rich shell, so loading
 * the shell later (a login, a session) never remounts it; every other page renders inside it.
 */
export function RootLayout() {
  const onLanding = useMatch('/') !== null;
  const richShellNeeded = useRichShellNeeded();
  useSignOutWithOtherTabs();
  return (
    <>
      {onLanding && <Outlet />}
      {(!onLanding || richShellNeeded) && (
        <Suspense fallback={null}>
          <RichShell>{!onLanding && <Outlet />}</RichShell>
        </Suspense>
      )}
      <BannedRedirect />
    </>
  );
}
