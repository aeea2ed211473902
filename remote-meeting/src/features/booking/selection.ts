import { dayIn, weekdayOf } from '@app/shared';

// Which free slots a student has picked in the shown week. One slot is a single lesson; slots
// on several days make a weekly series, which the server takes only as distinct weekdays less
// than a week apart. The weekday counts on both clocks: two of the viewer's days can be one day
// of the Sheikh's, and the series repeats on the Sheikh's.

const WEEK_MS = 7 * 24 * 60 * 60_000;

export interface SelectionRules {
  /** A trial is one lesson: a new pick replaces the old. */
  trial: boolean;
  viewerTimeZone: string;
  sheikhTimeZone: string;
}

const weekdayIn = (instant: string, timeZone: string) => weekdayOf(dayIn(instant, timeZone));

/** Whether two starts can be lessons of one series. */
function fitTogether(a: string, b: string, rules: SelectionRules): boolean {
  return (
    weekdayIn(a, rules.viewerTimeZone) !== weekdayIn(b, rules.viewerTimeZone) &&
    weekdayIn(a, rules.sheikhTimeZone) !== weekdayIn(b, rules.sheikhTimeZone) &&
    Math.abs(Date.parse(a) - Date.parse(b)) < WEEK_MS
  );
}

/**
 * The picked starts after a tap on one slot: a picked slot is unpicked; another replaces the
 * picks it cannot share a series with (the same weekday on either clock, or a week apart), or
 * every pick for a trial. Earliest first.
 */
export function toggleSlot(
  selected: readonly string[],
  startsAt: string,
  rules: SelectionRules,
): string[] {
  if (selected.includes(startsAt)) return selected.filter((start) => start !== startsAt);
  const kept = rules.trial ? [] : selected.filter((start) => fitTogether(start, startsAt, rules));
  return [...kept, startsAt].sort((a, b) => Date.parse(a) - Date.parse(b));
}
