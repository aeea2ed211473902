/** How long session start waits for the page before asking for the profile. */
export interface DocumentWait {
  minMs: number;
  maxMs: number;
  pollMs: number;
}

/**
 * Resolves once the document is fully loaded and at least `minMs` have passed, or after `maxMs`
 * regardless. Waiting lets the browser settle cookies restored with the page before the first
 * authenticated call.
 */
export function waitForDocumentReady({ minMs, maxMs, pollMs }: DocumentWait): Promise<void> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      const elapsed = Date.now() - startedAt;
      const loaded = typeof document === 'undefined' || document.readyState === 'complete';
      if ((loaded && elapsed >= minMs) || elapsed >= maxMs) {
        resolve();
        return;
      }
      // Poll, but never overshoot the deadline that applies.
      const deadline = loaded ? minMs : maxMs;
      setTimeout(check, Math.min(pollMs, deadline - elapsed));
    };
    check();
  });
}
