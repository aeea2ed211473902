import type { AuthState } from '../auth/auth-atoms';

/** The landing page's paths: signed out there, the socket is left alone (logout closes it). */
export const LANDING_PATHS: readonly string[] = ['/', '/welcome'];

/** What the page's socket should do: open the signed-in one, close it, or leave it as it is. */
export type SocketDecision = 'connect' | 'disconnect' | 'leave';

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Connect when authenticated with a user id; disconnect when not, off the landing page. */
export function socketDecision(auth: AuthState, pathname: string): SocketDecision {
  if (auth.isAuthenticated) return auth.user?._id ? 'connect' : 'leave';
  return LANDING_PATHS.includes(normalisePath(pathname)) ? 'leave' : 'disconnect';
}
