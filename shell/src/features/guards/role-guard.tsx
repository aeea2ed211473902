import { currentUserAtom, type Role } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';

/** Lets through only the given roles; everyone else goes to the landing page. */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  const user = useAtomValue(currentUserAtom);
  if (!user || !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

export const TEACHER_STUDENT_ROLES: readonly Role[] = ['teacher', 'student'];
