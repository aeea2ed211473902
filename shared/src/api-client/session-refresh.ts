import { SESSION_HINT_COOKIE } from '../protocol/auth';

/**
 * Whether the page holds any cookie. The session cookies are HTTP-only and invisible here, so
 * the API also sets a readable marker cookie; without any cookie a refresh cannot succeed.
 */
export function documentHasCookies(): boolean {
  return typeof document !== 'undefined' && document.cookie.trim() !== '';
}

/**
 * Whether the page holds the API's session marker (a readable cookie set and cleared with the
 * HTTP-only session cookies, and as long-lived as the refresh token): only then can a session
 * be restored, and it may be asked for at once.
 */
export function documentHasSessionMarker(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Wraps a refresh call so parallel callers share one attempt: the refresh token rotates, and a
 * second concurrent use of the old one would revoke the whole session family.
 */
export function singleFlight(refresh: () => Promise<unknown>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () => {
    inFlight ??= refresh().then(
      () => true,
      () => false,
    );
    const current = inFlight;
    void current.then(() => {
      if (inFlight === current) inFlight = null;
    });
    return current;
  };
}
