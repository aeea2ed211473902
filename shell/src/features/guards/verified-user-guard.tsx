import { authAtom } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Renders nested routes only when a user is actually loaded, not merely a token. */
export function VerifiedUserGuard() {
  const location = useLocation();
  const { isAuthenticated, user } = useAtomValue(authAtom);
  if (!isAuthenticated || !user) return <Navigate to="/" replace state={{ from: location }} />;
  return <Outlet />;
}
