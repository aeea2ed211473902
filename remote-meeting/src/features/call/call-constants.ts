/** A ringing call ends after 30 s (caller gives up, receiver auto-declines). */
export const RING_TIMEOUT_MS = 30_000;
/** A declined (or failed, or unanswered) call's overlay closes after 3 s. */
export const CALL_NOTICE_MS = 3_000;
