/**
 * Whether the page holds any cookie. The session cookies are HTTP-only and invisible here, so
 * the API also sets a readable marker cookie; without any cookie a refresh cannot succeed.
 */
export function documentHasCookies(): boolean {
  return typeof document !== 'undefined' && document.cookie.trim() !== '';
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
