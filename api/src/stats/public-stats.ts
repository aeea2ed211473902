import { and, avg, count, eq, isNotNull } from 'drizzle-orm';
import type { PublicStats } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations, users } from '../db/schema';

/** Below these the figures are hidden: they would say more about a new school than its quality. */
export const SHOW_FROM = { activeTeachers: 5, lessonsTaught: 20, ratings: 10 } as const;

/** The counts behind the public figures, straight from the database. */
export interface StatsCounts {
  activeTeachers: number;
  lessonsTaught: number;
  ratings: number;
  averageRating: number | null;
}

export async function countStats(db: Db): Promise<StatsCounts> {
  const [teachers] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'teacher'), eq(users.status, 'active')));
  const [lessons] = await db
    .select({ n: count() })
    .from(meetings)
    .where(and(eq(meetings.status, 'ended'), eq(meetings.teacherJoined, true)));
  const [ratings] = await db
    .select({ n: count(), average: avg(participations.rating) })
    .from(participations)
    .where(isNotNull(participations.rating));
  return {
    activeTeachers: teachers?.n ?? 0,
    lessonsTaught: lessons?.n ?? 0,
    ratings: ratings?.n ?? 0,
    averageRating:
      ratings?.average === null || ratings?.average === undefined ? null : Number(ratings.average),
  };
}

/** The figures a visitor sees: each one only once it is large enough to mean something. */
export function publicStats(counts: StatsCounts): PublicStats {
  const shown = (value: number, from: number) => (value >= from ? value : null);
  return {
    activeTeachers: shown(counts.activeTeachers, SHOW_FROM.activeTeachers),
    lessonsTaught: shown(counts.lessonsTaught, SHOW_FROM.lessonsTaught),
    averageRating:
      counts.averageRating !== null && counts.ratings >= SHOW_FROM.ratings
        ? Math.round(counts.averageRating * 10) / 10
        : null,
  };
}
