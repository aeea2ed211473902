import { aliasedTable, and, asc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { LessonReminderKind } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { bookedLessons, bookings, teachingHours } from './booking-tables';

/** A booked lesson with a reminder due: who its two sides are, and each one's zone. */
export interface LessonToRemind {
  id: string;
  startsAt: Date;
  teacherId: string;
  teacherName: string;
  teacherTimeZone: string;
  studentId: string;
  studentName: string;
  studentTimeZone: string;
}

/** The two sides' zones for a booking's lessons: the Sheikh's hours', the student's own. */
export interface LessonZones {
  teacher: string;
  student: string;
}

/** When a due reminder's window opens and closes, before the lesson's start. */
export interface ReminderWindows {
  /** The day reminder opens this long before the start. */
  dayMs: number;
  /** The last reminder opens this long before the start (and the day reminder's closes). */
  soonMs: number;
}

const teacherUser = aliasedTable(users, 'reminded_teacher');
const studentUser = aliasedTable(users, 'reminded_student');

// A Sheikh who has since dropped their hours still has lessons: their texts fall back to UTC.
const teacherZone = sql<string>`coalesce(${teachingHours.timeZone}, 'UTC')`;

const notSentFor = (column: typeof bookedLessons.remindedDayFor) =>
  sql`${column} is distinct from ${bookedLessons.startsAt}`;

/**
 * The reminder run's reads and claims on booked lessons. Its own columns only
 * (`reminded_day_for`, `reminded_soon_for`); the booking service writes everything else.
 */
export class LessonReminderStore {
  constructor(private readonly db: Db) {}

  /**
   * Booked lessons, soonest first, with a reminder due at `now` and not sent for their start:
   * the last one once the start is `soonMs` away; else the day one once it is `dayMs` away, for
   * a lesson whose time was settled more than `dayMs` before it (a lesson booked or moved three
   * hours ahead is not "tomorrow"). A booked lesson's `updated_at` is that moment: its
   * confirmation or its last move (the join and attendance writes come after the day window).
   */
  async due(now: Date, windows: ReminderWindows, limit: number): Promise<LessonToRemind[]> {
    const soonFrom = new Date(now.getTime() + windows.soonMs);
    const dayFrom = new Date(now.getTime() + windows.dayMs);
    return this.db
      .select({
        id: bookedLessons.id,
        startsAt: bookedLessons.startsAt,
        teacherId: bookedLessons.teacherId,
        teacherName: teacherUser.name,
        teacherTimeZone: teacherZone,
        studentId: bookedLessons.studentId,
        studentName: studentUser.name,
        studentTimeZone: bookings.studentTimeZone,
      })
      .from(bookedLessons)
      .innerJoin(bookings, eq(bookings.id, bookedLessons.bookingId))
      .innerJoin(teacherUser, eq(teacherUser.id, bookedLessons.teacherId))
      .innerJoin(studentUser, eq(studentUser.id, bookedLessons.studentId))
      .leftJoin(teachingHours, eq(teachingHours.teacherId, bookedLessons.teacherId))
      .where(
        and(
          // The predicate of the partial index booked_lessons_reminders_due_idx, word for word
          // (a literal, not a parameter, so the planner matches it), then its range.
          sql`${bookedLessons.status} = 'booked'`,
          notSentFor(bookedLessons.remindedSoonFor),
          gt(bookedLessons.startsAt, now),
          lte(bookedLessons.startsAt, dayFrom),
          or(
            lte(bookedLessons.startsAt, soonFrom),
            and(
              notSentFor(bookedLessons.remindedDayFor),
              lt(
                bookedLessons.updatedAt,
                sql`${bookedLessons.startsAt} - make_interval(secs => ${windows.dayMs / 1000})`,
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(bookedLessons.startsAt), asc(bookedLessons.id))
      .limit(limit);
  }

  /**
   * Claims one reminder of a lesson at the start it was seen with: true for the one caller
   * that did; false when another took it, or the lesson was cancelled or moved meanwhile (a
   * moved lesson is found again at its new start). `updated_at` stays: a reminder does not
   * change the lesson.
   */
  async claim(lessonId: string, kind: LessonReminderKind, startsAt: Date): Promise<boolean> {
    const column = kind === 'day' ? bookedLessons.remindedDayFor : bookedLessons.remindedSoonFor;
    const claimed = await this.db
      .update(bookedLessons)
      .set(kind === 'day' ? { remindedDayFor: startsAt } : { remindedSoonFor: startsAt })
      .where(
        and(
          eq(bookedLessons.id, lessonId),
          eq(bookedLessons.status, 'booked'),
          eq(bookedLessons.startsAt, startsAt),
          notSentFor(column),
        ),
      )
      .returning({ id: bookedLessons.id });
    return claimed.length > 0;
  }

  /** The zones a booking's lessons are told in; null when the booking is gone. */
  async zonesOf(bookingId: string): Promise<LessonZones | null> {
    const [row] = await this.db
      .select({ teacher: teacherZone, student: bookings.studentTimeZone })
      .from(bookings)
      .leftJoin(teachingHours, eq(teachingHours.teacherId, bookings.teacherId))
      .where(eq(bookings.id, bookingId))
      .limit(1);
    return row ?? null;
  }
}
