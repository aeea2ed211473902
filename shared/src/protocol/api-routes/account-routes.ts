import type { RouteTable } from './route-table';

/** Signing in and out, the session, the signed-in user's own profile and password. */
export const ACCOUNT_ROUTES = {
  'auth.login': { method: 'POST', path: '/auth/login' },
  'auth.register': { method: 'POST', path: '/auth/register' },
  'auth.logout': { method: 'POST', path: '/auth/logout' },
  'auth.refresh': { method: 'POST', path: '/auth/refresh' },
  'auth.setOffline': { method: 'POST', path: '/auth/set-offline' },
  'auth.profile': { method: 'GET', path: '/auth/profile' },
  'auth.updateProfile': { method: 'PUT', path: '/auth/profile' },
  'auth.updateTeachingProfile': { method: 'PUT', path: '/auth/profile/teaching' },
  'auth.forgotPassword': { method: 'POST', path: '/auth/forgot-password' },
  'auth.resetPassword': { method: 'POST', path: '/auth/reset-password' },
  'auth.verifyEmail': { method: 'POST', path: '/auth/verify-email' },
  'auth.resendVerification': { method: 'POST', path: '/auth/verify-email/resend' },
  'auth.changePassword': { method: 'PUT', path: '/auth/password' },
} as const satisfies RouteTable;
