import { JOIN_OPENS_MINUTES } from '@app/shared/protocol';
import { aliasedTable, and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { bookedLessons, bookings, type BookedLessonRow, type BookingRow } from './booking-tables';
import type { Interval } from './open-hours';

/** A lesson with the names of its two sides, as lists show it. */
export interface NamedLessonRow extends BookedLessonRow {
  teacherName: string;
  studentName: string;
}

/** A user's lessons in one answer, at most; a school's busiest timetable is far below it. */
const LESSONS_PER_ANSWER = 200;

/** A booked lesson whose student did not come frees the rest of its time. */
const holdsItsTime = sql`${bookedLessons.attendance} is distinct from 'student_absent'`;

const teacherUser = aliasedTable(users, 'teacher_user');
const studentUser = aliasedTable(users, 'student_user');

/** Reads of bookings and booked lessons (the booking service writes through its store). */
export class BookingRepository {
  constructor(private readonly db: Db) {}

  async bookingById(id: string): Promise<BookingRow | null> {
    const [row] = await this.db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    return row ?? null;
  }

  async lessonsOfBooking(bookingId: string): Promise<NamedLessonRow[]> {
    return this.named(eq(bookedLessons.bookingId, bookingId));
  }

  async lessonById(id: string): Promise<NamedLessonRow | null> {
    const [row] = await this.named(eq(bookedLessons.id, id));
    return row ?? null;
  }

  /**
   * The times the Sheikh or the student is taken in a window: booked lessons, and held ones
   * whose minute has not passed. `except` leaves out a lesson being moved.
   */
  async busy(
    userIds: string[],
    from: Date,
    to: Date,
    now: Date,
    except: string | null = null,
  ): Promise<Interval[]> {
    const rows = await this.db
      .select({ startsAt: bookedLessons.startsAt, endsAt: bookedLessons.endsAt })
      .from(bookedLessons)
      .where(
        and(
          or(inArray(bookedLessons.teacherId, userIds), inArray(bookedLessons.studentId, userIds)),
          lt(bookedLessons.startsAt, to),
          gt(bookedLessons.endsAt, from),
          or(
            and(eq(bookedLessons.status, 'booked'), holdsItsTime),
            and(eq(bookedLessons.status, 'held'), gt(bookedLessons.heldUntil, now)),
          ),
          except ? ne(bookedLessons.id, except) : undefined,
        ),
      );
    return rows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() }));
  }

  /** True when the pair has a trial held or booked: a trial is once per student and Sheikh. */
  async hasTrial(teacherId: string, studentId: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bookedLessons.id })
      .from(bookedLessons)
      .where(
        and(
          eq(bookedLessons.teacherId, teacherId),
          eq(bookedLessons.studentId, studentId),
          eq(bookedLessons.trial, true),
          or(
            eq(bookedLessons.status, 'booked'),
            and(eq(bookedLessons.status, 'held'), gt(bookedLessons.heldUntil, now)),
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * The booked lesson a new meeting of this pair becomes: one whose join window holds `at` and
   * that has no meeting yet.
   */
  async lessonToLink(
    teacherId: string,
    studentId: string,
    at: Date,
  ): Promise<BookedLessonRow | null> {
    const [row] = await this.db
      .select()
      .from(bookedLessons)
      .where(
        and(
          eq(bookedLessons.teacherId, teacherId),
          eq(bookedLessons.studentId, studentId),
          eq(bookedLessons.status, 'booked'),
          isNull(bookedLessons.meetingId),
          lte(bookedLessons.startsAt, new Date(at.getTime() + JOIN_OPENS_MINUTES * 60_000)),
          gt(bookedLessons.endsAt, at),
        ),
      )
      .orderBy(asc(bookedLessons.startsAt))
      .limit(1);
    return row ?? null;
  }

  /** A user's booked and cancelled lessons that end after `from` and start before `to`. */
  async lessonsOf(userId: string, from: Date, to: Date): Promise<NamedLessonRow[]> {
    return this.named(
      and(
        or(eq(bookedLessons.teacherId, userId), eq(bookedLessons.studentId, userId)),
        inArray(bookedLessons.status, ['booked', 'cancelled']),
        gt(bookedLessons.endsAt, from),
        lt(bookedLessons.startsAt, to),
      ),
    );
  }

  private async named(where: ReturnType<typeof and>): Promise<NamedLessonRow[]> {
    const rows = await this.db
      .select({
        lesson: bookedLessons,
        teacherName: teacherUser.name,
        studentName: studentUser.name,
      })
      .from(bookedLessons)
      .innerJoin(teacherUser, eq(teacherUser.id, bookedLessons.teacherId))
      .innerJoin(studentUser, eq(studentUser.id, bookedLessons.studentId))
      .where(where)
      .orderBy(asc(bookedLessons.startsAt), asc(bookedLessons.id))
      .limit(LESSONS_PER_ANSWER);
    return rows.map(({ lesson, teacherName, studentName }) => ({
      ...lesson,
      teacherName,
      studentName,
    }));
  }
}
