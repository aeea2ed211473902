import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  appStore,
  authAtom,
  INITIAL_AUTH_STATE,
  logout,
  onSignedOutElsewhere,
  sidebarOpenAtom,
  signedOutElsewhere,
} from '@app/shared/core';
import { useSetAtom } from 'jotai';

/**
 * Logout, then to the landing page (or `destination`: a page a visitor may see, which asked
 * its reader to sign out) with the menu closed. Logout clears the initialised flag; once it is
 * done the shell knows there is no session, so it marks start-up complete rather than run the
 * whole session start (and its retries) again.
 */
export function useLogout(destination = '/'): () => void {
  const navigate = useNavigate();
  const setMenuOpen = useSetAtom(sidebarOpenAtom);
  return useCallback(() => {
    setMenuOpen(false);
    void navigate(destination);
    void logout().finally(() => {
      const auth = appStore.get(authAtom);
      if (!auth.isAuthenticated)
        appStore.set(authAtom, { ...INITIAL_AUTH_STATE, error: auth.error, isInitialized: true });
    });
  }, [destination, navigate, setMenuOpen]);
}

/** When another tab of this browser logs out, this one signs out too and leaves for the landing. */
export function useSignOutWithOtherTabs(): void {
  const navigate = useNavigate();
  const setMenuOpen = useSetAtom(sidebarOpenAtom);
  useEffect(
    () =>
      onSignedOutElsewhere(() => {
        if (!appStore.get(authAtom).isAuthenticated) return;
        setMenuOpen(false);
        signedOutElsewhere();
        void navigate('/', { replace: true });
      }),
    [navigate, setMenuOpen],
  );
}
