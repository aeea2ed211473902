import { BOOKING_HOLD_SECONDS } from '@app/shared';

const HOLD_MS = BOOKING_HOLD_SECONDS * 1000;

/**
 * When the held time is released, on this browser's clock. The server's `heldUntil` is on its
 * own clock; a device clock that is off would show a countdown that ends long before or after
 * the real one. So it is counted from when the answer arrived, never longer than the hold
 * lasts, and from its full length when `heldUntil` already looks past.
 */
export function holdDeadline(heldUntil: string | null, receivedAt: number): number {
  const until = heldUntil === null ? Number.NaN : Date.parse(heldUntil);
  if (!Number.isFinite(until) || until <= receivedAt) return receivedAt + HOLD_MS;
  return Math.min(until, receivedAt + HOLD_MS);
}

/** Whole seconds left until the deadline, counted up (0:01 shows until the very end). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
