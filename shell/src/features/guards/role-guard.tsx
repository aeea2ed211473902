import { currentUserAtom, type Role } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * Lets through only the given roles; everyone else goes to the landing page, which says the
 * page is not for their account.
 */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  const user = useAtomValue(currentUserAtom);
  const location = useLocation();
  if (!user || !roles.includes(user.role)) {
    return <Navigate to="/" replace state={{ from: location, reason: 'role' }} />;
  }
  return <Outlet />;
}

export const TEACHER_STUDENT_ROLES: readonly Role[] = ['teacher', 'student'];

/** The family page is a guardian's alone. */
export const GUARDIAN_ROLES: readonly Role[] = ['guardian'];
