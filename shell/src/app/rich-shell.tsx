import { lazy, Suspense, type ReactNode } from 'react';
import { UiProviders } from '@app/shared';
import { useAtomValue } from 'jotai';
import { SocketRefusedNotice } from '../features/connection/socket-refused-notice';
import { PwaOverlays } from '../features/pwa/components/pwa-overlays';
import { CallLayerSlot } from '../features/remotes/call-layer-slot';
import { authDialogAtom } from '../lib/auth-dialog-atom';
import { RouteTitle } from './route-title';

// The forms (formik, yup) load the first time someone opens the dialog.
const AuthDialog = lazy(async () => ({
  default: (await import('../features/auth/components/auth-dialog')).AuthDialog,
}));

/** The MUI half of the shell: its providers around the page, and the overlays of every page. */
export function RichShell({ children }: { children?: ReactNode }) {
  const authDialogOpen = useAtomValue(authDialogAtom) !== null;
  return (
    <UiProviders>
      <Suspense fallback={null}>{children}</Suspense>
      <CallLayerSlot />
      {authDialogOpen && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <PwaOverlays />
      <SocketRefusedNotice />
      <RouteTitle />
    </UiProviders>
  );
}
