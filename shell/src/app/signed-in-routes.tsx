import { ADMIN_ROLES } from '@app/shared';
import { Route, Routes } from 'react-router-dom';
import { AuthenticatedGuard } from '../features/guards/authenticated-guard';
import { RoleGuard, TEACHER_STUDENT_ROLES } from '../features/guards/role-guard';
import { VerifiedUserGuard } from '../features/guards/verified-user-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { SignedInLayout } from './signed-in-layout';

/**
 * SPEC section 2's routes behind a session, and the 404 page: one chunk, loaded on the first
 * visit to any of them, so a visitor's first download carries none of them. /profile,
 * /users + /rooms and /main each sit under their own guarded layout.
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AuthenticatedGuard />}>
        <Route element={<VerifiedUserGuard />}>
          <Route element={<SignedInLayout />}>
            <Route path="profile" element={<RemotePage remote="profile" module="ProfilePage" />} />
          </Route>
          <Route element={<SignedInLayout />}>
            <Route path="users" element={<RemotePage remote="admin" module="UsersPage" />} />
            <Route element={<RoleGuard roles={ADMIN_ROLES} />}>
              <Route path="rooms" element={<RemotePage remote="admin" module="RoomsPage" />} />
            </Route>
          </Route>
          <Route element={<RoleGuard roles={TEACHER_STUDENT_ROLES} />}>
            <Route element={<SignedInLayout />}>
              <Route path="main" element={<RemotePage remote="meeting" module="MainPage" />} />
            </Route>
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
