import { authAtom, PageSpinner, useTexts } from '@app/shared';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * Waits for session start-up, then lets signed-in, non-banned users through. Others go to the
 * landing page, which remembers where they were headed.
 */
export function AuthenticatedGuard() {
  const { t } = useTexts('shell');
  const location = useLocation();
  const { isInitialized, isAuthenticated, user } = useAtomValue(authAtom);
  if (!isInitialized) return <PageSpinner fullPage label={t('guards.checkingAuth')} />;
  if (!isAuthenticated || user?.active === false) {
    return <Navigate to="/" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
