// Days of the Sheikh's calendar as the date input and the wire write them: `YYYY-MM-DD`, with no
// time and no zone. Counted on UTC's calendar, which has no daylight-saving gaps.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The day's number since 1970-01-01, or null when the text names no day that exists. */
export function dayNumberOf(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // 2026-02-30 would roll over to March: only a day that reads back the same exists.
  const exists =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date;
  return exists ? time / MS_PER_DAY : null;
}

/** How many days a run covers, its first and last day both counted. */
export function daysCovered(first: number, last: number): number {
  return last - first + 1;
}
