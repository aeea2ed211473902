const DAY_MS = 24 * 60 * 60 * 1000;

/** A week of the weekly report: Monday 00:00 UTC to the next Monday 00:00 UTC. */
export interface ReportWeek {
  /** The Monday it began, `YYYY-MM-DD`: the week's name in the claims. */
  startDay: string;
  starts: Date;
  ends: Date;
}

/**
 * The ISO week in UTC that ended last before `now`: during any week, the one before it. UTC
 * rather than each student's zone keeps one week for a whole school and its guardians, and
 * lets the run ask the database for it without zone arithmetic.
 */
export function weekEndedBefore(now: Date): ReportWeek {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const ends = new Date(midnight - daysSinceMonday * DAY_MS);
  const starts = new Date(ends.getTime() - 7 * DAY_MS);
  return { startDay: starts.toISOString().slice(0, 10), starts, ends };
}
