import { ADMIN_ROLES } from '@app/shared';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthenticatedGuard } from '../features/guards/authenticated-guard';
import { GUARDIAN_ROLES, RoleGuard, TEACHER_STUDENT_ROLES } from '../features/guards/role-guard';
import { VerifiedUserGuard } from '../features/guards/verified-user-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { REMOTE_ROUTE_PAGES } from '../features/remotes/route-remote-pages';
import { PublicLayout, SignedInLayout } from './signed-in-layout';

// The mailed links' pages (their forms, formik and yup) are fetched only when one is opened,
// never with the signed-in routes.
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
}));
const VerifyEmailPage = lazy(async () => ({
  default: (await import('../features/auth/components/verify-email-page')).VerifyEmailPage,
}));
const ConsentPage = lazy(async () => ({
  default: (await import('../features/guardian-consent/components/consent-page')).ConsentPage,
}));

/**
 * The routes behind a session, the pages of mailed links, and the 404 page: one chunk,
 * loaded on the first visit to any of them, so a visitor's first download carries none of
 * them. /profile, /record, /users + /rooms + /reports, /main + /history and /family each sit under
 * their own guarded layout; /teachers/:id is open to visitors.
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AuthenticatedGuard />}>
        <Route element={<VerifiedUserGuard />}>
          <Route element={<SignedInLayout />}>
            <Route path="profile" element={<RemotePage {...REMOTE_ROUTE_PAGES.profile} />} />
            <Route path="record" element={<RemotePage {...REMOTE_ROUTE_PAGES.record} />} />
          </Route>
          <Route element={<SignedInLayout />}>
            <Route path="users" element={<RemotePage {...REMOTE_ROUTE_PAGES.users} />} />
            <Route element={<RoleGuard roles={ADMIN_ROLES} />}>
              <Route path="rooms" element={<RemotePage {...REMOTE_ROUTE_PAGES.rooms} />} />
              <Route path="reports" element={<RemotePage {...REMOTE_ROUTE_PAGES.reports} />} />
            </Route>
          </Route>
          <Route element={<RoleGuard roles={TEACHER_STUDENT_ROLES} />}>
            <Route element={<SignedInLayout />}>
              <Route path="main" element={<RemotePage {...REMOTE_ROUTE_PAGES.main} />} />
              <Route path="history" element={<RemotePage {...REMOTE_ROUTE_PAGES.history} />} />
            </Route>
          </Route>
          <Route element={<RoleGuard roles={GUARDIAN_ROLES} />}>
            <Route element={<SignedInLayout />}>
              <Route path="family" element={<RemotePage {...REMOTE_ROUTE_PAGES.family} />} />
            </Route>
          </Route>
        </Route>
      </Route>
      {/* A teacher's public page: visitors read it too; a signed-in student may call from it. */}
      <Route element={<PublicLayout />}>
        <Route path="teachers/:id" element={<RemotePage {...REMOTE_ROUTE_PAGES.teacher} />} />
      </Route>
      {/* The pages mailed links open: no session needed. */}
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="consent" element={<ConsentPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
