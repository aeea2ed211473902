import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { BannedRedirect } from '../features/guards/banned-redirect';
import { CallLayerSlot } from '../features/remotes/call-layer-slot';
import { authDialogAtom } from '../lib/auth-dialog-atom';

// The forms (formik, yup) load the first time someone opens the dialog, not with the landing page.
const AuthDialog = lazy(async () => ({
  default: (await import('../features/auth/components/auth-dialog')).AuthDialog,
}));

/** Wraps every route: the page, plus overlays any page may open. */
export function RootLayout() {
  const authDialogOpen = useAtomValue(authDialogAtom) !== null;
  return (
    <>
      <Outlet />
      <CallLayerSlot />
      <BannedRedirect />
      {authDialogOpen && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
    </>
  );
}
