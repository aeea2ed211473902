import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { appStore, authAtom, INITIAL_AUTH_STATE, logout, sidebarOpenAtom } from '@app/shared/core';
import { useSetAtom } from 'jotai';

/**
 * Logout with the user id, then to the landing page with the menu closed. Logout clears
 * the initialised flag; once it is done the shell knows there is no session, so it marks start-up
 * complete rather than run the whole session start (and its retries) again.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const setMenuOpen = useSetAtom(sidebarOpenAtom);
  return useCallback(() => {
    setMenuOpen(false);
    void navigate('/');
    void logout().finally(() => {
      const auth = appStore.get(authAtom);
      if (!auth.isAuthenticated)
        appStore.set(authAtom, { ...INITIAL_AUTH_STATE, error: auth.error, isInitialized: true });
    });
  }, [navigate, setMenuOpen]);
}
