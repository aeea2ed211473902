import { ADMIN_ROLES } from '@app/shared';
import { createBrowserRouter } from 'react-router-dom';
import { AuthenticatedGuard } from '../features/guards/authenticated-guard';
import { RoleGuard, TEACHER_STUDENT_ROLES } from '../features/guards/role-guard';
import { VerifiedUserGuard } from '../features/guards/verified-user-guard';
import { LandingPage } from '../features/landing/landing-page';
import { RemotePage } from '../features/remotes/remote-page';
import { RootLayout } from './root-layout';

// Only the landing page is in the first download; the signed-in layout (drawer, menus) and the
// 404 page load when first needed.
const appLayout = async () => ({
  Component: (await import('./signed-in-layout')).SignedInLayout,
});
const notFoundPage = async () => ({
  Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
});

/**
 * SPEC section 2's route table. /profile, /users + /rooms and /main each sit under their own
 * guarded layout; the remote pages load on first visit.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <LandingPage /> },
        {
          element: <AuthenticatedGuard />,
          children: [
            {
              element: <VerifiedUserGuard />,
              children: [
                {
                  lazy: appLayout,
                  children: [
                    {
                      path: '/profile',
                      element: <RemotePage remote="profile" module="ProfilePage" />,
                    },
                  ],
                },
                {
                  lazy: appLayout,
                  children: [
                    { path: '/users', element: <RemotePage remote="admin" module="UsersPage" /> },
                    {
                      element: <RoleGuard roles={ADMIN_ROLES} />,
                      children: [
                        {
                          path: '/rooms',
                          element: <RemotePage remote="admin" module="RoomsPage" />,
                        },
                      ],
                    },
                  ],
                },
                {
                  element: <RoleGuard roles={TEACHER_STUDENT_ROLES} />,
                  children: [
                    {
                      lazy: appLayout,
                      children: [
                        {
                          path: '/main',
                          element: <RemotePage remote="meeting" module="MainPage" />,
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ]);
}
