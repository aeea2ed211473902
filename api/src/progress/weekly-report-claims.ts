import {
  and,
  asc,
  eq,
  exists,
  gte,
  isNotNull,
  lt,
  notExists,
  or,
  type AnyColumn,
} from 'drizzle-orm';
import type { Db } from '../db/connection';
import { meetings, participations, users } from '../db/schema';
import { hifzEntries } from '../hifz/hifz-tables';
import { homeworkAssignments } from '../homework/homework-tables';
import type { ReportWeek } from './report-week';
import { weeklyReportClaims } from './weekly-report-tables';

/** A student whose week is still to be reported. */
export interface WeekToReport {
  studentId: string;
  name: string;
}

/**
 * The weekly run's claims: which students' week is still to be reported, and the claim that
 * lets one caller report it. A claim is one INSERT that does nothing on a conflict, so with
 * several API processes each student's week is taken once.
 */
export class WeeklyReportClaims {
  constructor(private readonly db: Db) {}

  /**
   * Active students with something in the week (a lesson joined, a lane's entry, homework
   * accepted or due) whose week nobody claimed yet, by id. A week with nothing in it is never
   * listed, so a quiet student is not written to every week.
   */
  async unclaimed(week: ReportWeek, limit: number): Promise<WeekToReport[]> {
    const { db } = this;
    const inWeek = (column: AnyColumn) => and(gte(column, week.starts), lt(column, week.ends));
    const lessonJoined = db
      .select({ id: participations.id })
      .from(participations)
      .innerJoin(meetings, eq(meetings.id, participations.meetingId))
      .where(
        and(
          eq(participations.userId, users.id),
          isNotNull(participations.joinedAt),
          inWeek(meetings.startTime),
        ),
      );
    const laneEntry = db
      .select({ id: hifzEntries.id })
      .from(hifzEntries)
      .where(and(eq(hifzEntries.studentId, users.id), inWeek(hifzEntries.createdAt)));
    const homework = db
      .select({ id: homeworkAssignments.id })
      .from(homeworkAssignments)
      .where(
        and(
          eq(homeworkAssignments.studentId, users.id),
          or(inWeek(homeworkAssignments.acceptedAt), inWeek(homeworkAssignments.dueAt)),
        ),
      );
    const claimed = db
      .select({ studentId: weeklyReportClaims.studentId })
      .from(weeklyReportClaims)
      .where(
        and(
          eq(weeklyReportClaims.studentId, users.id),
          eq(weeklyReportClaims.weekStart, week.startDay),
        ),
      );
    return db
      .select({ studentId: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.role, 'student'),
          eq(users.active, true),
          notExists(claimed),
          or(exists(lessonJoined), exists(laneEntry), exists(homework)),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
  }

  /** Claims the student's week: true for the one caller that did, false when it was taken. */
  async claim(studentId: string, week: ReportWeek, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(weeklyReportClaims)
      .values({ studentId, weekStart: week.startDay, claimedAt: now })
      .onConflictDoNothing()
      .returning({ studentId: weeklyReportClaims.studentId });
    return claimed.length > 0;
  }
}
