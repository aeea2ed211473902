import { and, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { HifzGrade, HifzLane, WeeklyReport } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations } from '../db/schema';
import { homeworkAssignments } from '../homework/homework-tables';
import { hifzEntries } from '../hifz/hifz-tables';
import type { HifzRepository } from '../hifz/hifz-repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Grades that say a new portion is known: only these advance the sabaq. */
const PASSED: readonly HifzGrade[] = ['excellent', 'good'];

/**
 * A student's last seven days, as a parent or a school reads a week: lessons attended, what
 * each lane did, homework accepted and missed, and the pages due now. Read from the lessons',
 * hifz's and homework's own rows; nothing is stored.
 */
export async function weeklyReportOf(
  db: Db,
  hifz: HifzRepository,
  studentId: string,
  now: Date,
): Promise<WeeklyReport> {
  const from = new Date(now.getTime() - WEEK_MS);
  const [attended, entries, homework, pagesDue] = await Promise.all([
    db
      .select({ id: meetings.id })
      .from(participations)
      .innerJoin(meetings, eq(meetings.id, participations.meetingId))
      .where(
        and(
          eq(participations.userId, studentId),
          isNotNull(participations.joinedAt),
          gte(meetings.startTime, from),
          lt(meetings.startTime, now),
        ),
      ),
    db
      .select({
        lane: hifzEntries.lane,
        grade: hifzEntries.grade,
        firstAyah: hifzEntries.firstAyah,
        lastAyah: hifzEntries.lastAyah,
      })
      .from(hifzEntries)
      .where(
        and(
          eq(hifzEntries.studentId, studentId),
          gte(hifzEntries.createdAt, from),
          lt(hifzEntries.createdAt, now),
        ),
      ),
    db
      .select({
        state: homeworkAssignments.state,
        dueAt: homeworkAssignments.dueAt,
        acceptedAt: homeworkAssignments.acceptedAt,
      })
      .from(homeworkAssignments)
      .where(
        and(
          eq(homeworkAssignments.studentId, studentId),
          or(
            and(gte(homeworkAssignments.acceptedAt, from), lt(homeworkAssignments.acceptedAt, now)),
            and(
              inArray(homeworkAssignments.state, ['assigned', 'needs_resubmission']),
              gte(homeworkAssignments.dueAt, from),
              lt(homeworkAssignments.dueAt, now),
            ),
          ),
        ),
      ),
    hifz.duePageCount(studentId, now, now),
  ]);
  const inWeek = (at: Date | null) => at !== null && at >= from && at < now;
  const laneOf = (lane: HifzLane) => {
    const own = entries.filter((entry) => entry.lane === lane);
    // The sabaq advances by what passed; revision counts what was recited.
    const counted = lane === 'sabaq' ? own.filter((e) => PASSED.includes(e.grade)) : own;
    const ayat = counted.reduce((sum, e) => sum + e.lastAyah - e.firstAyah + 1, 0);
    return { entries: own.length, ayat };
  };
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    lessons: attended.length,
    lanes: { sabaq: laneOf('sabaq'), sabqi: laneOf('sabqi'), manzil: laneOf('manzil') },
    homework: {
      accepted: homework.filter((row) => inWeek(row.acceptedAt)).length,
      // Due this week and still without a recording the Sheikh could accept.
      missing: homework.filter((row) => row.state !== 'accepted' && inWeek(row.dueAt)).length,
    },
    pagesDue,
  };
}
