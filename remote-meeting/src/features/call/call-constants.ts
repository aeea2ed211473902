/** A ringing call ends after 30 s (caller gives up, receiver auto-declines). */
export const RING_TIMEOUT_MS = 30_000;
/** A declined (or failed, or unanswered) call's overlay closes after 3 s. */
export const CALL_NOTICE_MS = 3_000;
/**
 * While a next Sheikh is offered after a decline or an unanswered call, the overlay waits this
 * long for the student to choose (call them, or close) before it closes by itself.
 */
export const CALL_NEXT_OFFER_MS = 20_000;
