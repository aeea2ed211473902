import { SLOT_STEP_MINUTES } from '@app/shared/protocol';
import type { Interval } from './open-hours';

// Where a lesson of some length fits: on the slot step from the start of a stretch of open
// hours, wholly inside it, late enough for the Sheikh's notice, and clear of every lesson that
// already holds the Sheikh. Both the slots a student sees and the check of a requested start
// come from here, so a slot shown is a slot that can be booked.

const MINUTE_MS = 60_000;
const STEP_MS = SLOT_STEP_MINUTES * MINUTE_MS;

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The first start on the interval's step that is not before `earliest`. */
function firstStart(interval: Interval, earliest: number): number {
  const late = Math.max(0, earliest - interval.start);
  return interval.start + Math.ceil(late / STEP_MS) * STEP_MS;
}

/**
 * Every slot of `minutes` in the open intervals (as openIntervals gives them: apart, so no slot
 * comes twice) that starts at or after `earliest` (epoch ms)
 * and overlaps no busy interval (lessons held or booked), sorted.
 */
export function freeSlots(
  open: Interval[],
  busy: Interval[],
  minutes: number,
  earliest: number,
): Interval[] {
  const length = minutes * MINUTE_MS;
  const slots: Interval[] = [];
  for (const interval of open) {
    for (
      let start = firstStart(interval, earliest);
      start + length <= interval.end;
      start += STEP_MS
    ) {
      const slot = { start, end: start + length };
      if (!busy.some((lesson) => overlaps(lesson, slot))) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** Whether a lesson of `minutes` starting at `startsAt` is one of freeSlots' slots. */
export function isFreeSlot(
  open: Interval[],
  busy: Interval[],
  startsAt: number,
  minutes: number,
  earliest: number,
): boolean {
  const slot = { start: startsAt, end: startsAt + minutes * MINUTE_MS };
  if (startsAt < earliest || busy.some((lesson) => overlaps(lesson, slot))) return false;
  return open.some(
    (interval) =>
      interval.start <= slot.start &&
      slot.end <= interval.end &&
      (slot.start - interval.start) % STEP_MS === 0,
  );
}
