import {
  HIFZ_GRADES,
  HIFZ_LANES,
  type HifzEntry,
  type HifzGrade,
  type HifzLane,
  type HifzProgress,
  type ReviewPage,
} from '@app/shared';

// What the record derives from a student's hifz: each lane's latest entry and its trend, the
// missing-manzil warning, the revision pages due, and the juz shares. Pure, and given the time,
// so the rules are tested without a screen or a clock.

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long without a manzil entry before the record warns. */
export const MANZIL_GAP_DAYS = 7;
/** How far "Due this week" reaches past today. */
const WEEK_DAYS = 7;

export type Trend = 'better' | 'same' | 'worse';

/** A grade against the one before it on the same lane (grades are listed best first). */
export function gradeTrend(latest: HifzGrade, previous: HifzGrade): Trend {
  const change = HIFZ_GRADES.indexOf(previous) - HIFZ_GRADES.indexOf(latest);
  return change > 0 ? 'better' : change < 0 ? 'worse' : 'same';
}

export interface LaneSummary {
  lane: HifzLane;
  latest: HifzEntry | null;
  /** Null until the lane has two entries. */
  trend: Trend | null;
}

/** Each lane, in the schools' order, with its latest entry; `entries` come newest first. */
export function laneSummaries(entries: readonly HifzEntry[]): LaneSummary[] {
  return HIFZ_LANES.map((lane) => {
    const [latest, previous] = entries.filter((entry) => entry.lane === lane);
    return {
      lane,
      latest: latest ?? null,
      trend: latest && previous ? gradeTrend(latest.grade, previous.grade) : null,
    };
  });
}

/**
 * True when something is memorised but no manzil (the old revision) was recorded in the last
 * week: what is not revised is lost.
 */
export function manzilMissing(
  progress: Pick<HifzProgress, 'entries' | 'memorised'>,
  now: number,
): boolean {
  if (progress.memorised.length === 0) return false;
  const since = now - MANZIL_GAP_DAYS * DAY_MS;
  return !progress.entries.some(
    (entry) => entry.lane === 'manzil' && Date.parse(entry.createdAt) >= since,
  );
}

/** The first moment after `days` local days from `now`'s day (0: the next midnight). */
function localMidnightAfter(now: number, days: number): number {
  const date = new Date(now);
  date.setHours(24, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date.getTime();
}

export interface DuePages {
  /** Due before the end of today (the reader's day), overdue ones included. */
  today: ReviewPage[];
  /** Due in the seven days after today. */
  thisWeek: ReviewPage[];
}

/** The revision pages due today and this week, each in the schedule's order (soonest first). */
export function duePages(review: readonly ReviewPage[], now: number): DuePages {
  const endOfToday = localMidnightAfter(now, 0);
  const endOfWeek = localMidnightAfter(now, WEEK_DAYS);
  const due = (page: ReviewPage) => Date.parse(page.dueAt);
  return {
    today: review.filter((page) => due(page) < endOfToday),
    thisWeek: review.filter((page) => due(page) >= endOfToday && due(page) < endOfWeek),
  };
}

/** Consecutive pages with the same last grade: one line of the schedule. */
export interface PageRun {
  first: number;
  last: number;
  grade: ReviewPage['grade'];
}

/**
 * Pages joined into runs of consecutive pages with the same last grade, in page order, so a
 * juz of manzil reads as one line ("Pages 582-604 · Weak") and not as 23.
 */
export function pageRuns(pages: readonly ReviewPage[]): PageRun[] {
  const runs: PageRun[] = [];
  for (const { page, grade } of [...pages].sort((a, b) => a.page - b.page)) {
    const last = runs.at(-1);
    if (last && last.last === page - 1 && last.grade === grade) last.last = page;
    else runs.push({ first: page, last: page, grade });
  }
  return runs;
}

/** A juz's memorised share as a whole percentage, rounded down: 100 only when all of it. */
export function juzPercent({ memorised, total }: { memorised: number; total: number }): number {
  return total > 0 ? Math.floor((memorised * 100) / total) : 0;
}
