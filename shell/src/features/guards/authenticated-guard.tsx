import { accountBannedAtom, authAtom, PageSpinner, useTexts } from '@app/shared';
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
  // A ban's own redirect (to the landing page's banner) is under way: a second one would race it.
  const cutOffByBan = useAtomValue(accountBannedAtom);
  if (cutOffByBan) return null;
  if (!isInitialized) return <PageSpinner fullPage label={t('guards.checkingAuth')} />;
  if (!isAuthenticated || user?.active === false) {
    return <Navigate to="/" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
