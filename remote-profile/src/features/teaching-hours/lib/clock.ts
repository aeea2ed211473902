import { HOURS_MINUTE_STEP } from '@app/shared';

// A time input holds 00:00 to 23:59, so the form cannot say "until midnight" as the wire does
// ('24:00'): an end of 00:00 stands for midnight, the only end that can never come first.

/** A day's length; also where a range ending at midnight ends. */
export const MINUTES_PER_DAY = 24 * 60;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The wire's end of a day. */
export const MIDNIGHT_END = '24:00';

/** The form's end of a day: what a time input can hold. */
export const MIDNIGHT_INPUT = '00:00';

/** Minutes since the day's start of an `HH:MM` a time input holds, or null when it holds none. */
export function minutesOf(clock: string): number | null {
  const match = CLOCK.exec(clock);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since the day's start of a range's end: 00:00 is the day's end, not its start. */
export function endMinutesOf(clock: string): number | null {
  const minutes = minutesOf(clock);
  return minutes === 0 ? MINUTES_PER_DAY : minutes;
}

/** `HH:MM` of a time of day given in minutes (the day's end as 00:00). */
export function clockOf(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(inDay / 60))}:${two(inDay % 60)}`;
}

/** Whether a time falls on the server's step (18:00, 18:05, never 18:03). */
export function onStep(minutes: number): boolean {
  return minutes % HOURS_MINUTE_STEP === 0;
}

/** The wire's end from the form's. */
export function wireEnd(clock: string): string {
  return clock === MIDNIGHT_INPUT ? MIDNIGHT_END : clock;
}

/** The form's end from the wire's. */
export function inputEnd(clock: string): string {
  return clock === MIDNIGHT_END ? MIDNIGHT_INPUT : clock;
}

/** A time input's value as `HH:MM`: some browsers add seconds even on a five-minute step. */
export function inputClock(value: string): string {
  return value.slice(0, 5);
}
