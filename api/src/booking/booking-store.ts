import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { HELD_BOOKINGS_MAX, UPCOMING_LESSONS_MAX } from '@app/shared/protocol';
import type { Db, DbOrTx } from '../db/connection';
import { lockUserRow } from '../db/user-lock';
import { apiError } from '../lib/http-error';
import { uuidv7 } from '../lib/uuidv7';
import { rethrowBookingConflict } from './booking-conflicts';
import { bookedLessons, bookings, type BookedLessonRow, type BookingRow } from './booking-tables';
import type { PlannedLesson } from './series-plan';

/** A booking to hold: its terms, the student's zone and its planned lessons. */
export interface BookingToHold {
  teacherId: string;
  studentId: string;
  minutes: number;
  weeks: number;
  trial: boolean;
  studentTimeZone: string;
  lessons: PlannedLesson[];
  skippedDays: string[];
  heldUntil: Date;
}

/** A booking with its lessons in time order. */
export interface BookingWithLessons {
  booking: BookingRow;
  lessons: BookedLessonRow[];
}

/** How a lesson is cancelled: by whom, when, and whether late. */
export interface Cancellation {
  byUserId: string;
  at: Date;
  late: boolean;
}

/**
 * Every write of bookings and their lessons. Private to the booking service. Holds count
 * under the student's row; overlaps are the exclusion constraints' to refuse, so two students
 * racing for one slot end with one lesson, whichever request the database takes first.
 */
export class BookingStore {
  constructor(private readonly db: Db) {}

  /**
   * Held lessons whose minute passed free their slot: marked expired before a new hold looks at
   * the Sheikh's and the student's time, in the same transaction.
   */
  private async expireStaleHolds(tx: DbOrTx, userIds: string[], now: Date): Promise<void> {
    const stale = (table: typeof bookings | typeof bookedLessons) =>
      and(
        eq(table.status, 'held'),
        lte(table.heldUntil, now),
        or(inArray(table.teacherId, userIds), inArray(table.studentId, userIds)),
      );
    await tx
      .update(bookedLessons)
      .set({ status: 'expired', updatedAt: now })
      .where(stale(bookedLessons));
    await tx.update(bookings).set({ status: 'expired', updatedAt: now }).where(stale(bookings));
  }

  /** Holds a booking's lessons for its student; 409 when the slot or the student is taken. */
  async hold(request: BookingToHold, now: Date): Promise<BookingWithLessons> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockUserRow(tx, request.studentId);
        await this.expireStaleHolds(tx, [request.teacherId, request.studentId], now);
        const [held] = await tx
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.studentId, request.studentId), eq(bookings.status, 'held')));
        if (held!.n >= HELD_BOOKINGS_MAX) throw apiError('booking.too_many_held');
        const [ahead] = await tx
          .select({ n: count() })
          .from(bookedLessons)
          .where(
            and(
              eq(bookedLessons.studentId, request.studentId),
              inArray(bookedLessons.status, ['held', 'booked']),
              gt(bookedLessons.startsAt, now),
            ),
          );
        if (ahead!.n + request.lessons.length > UPCOMING_LESSONS_MAX) {
          throw apiError('booking.too_many_upcoming');
        }
        const [booking] = await tx
          .insert(bookings)
          .values({
            id: uuidv7(),
            teacherId: request.teacherId,
            studentId: request.studentId,
            minutes: request.minutes,
            weeks: request.weeks,
            trial: request.trial,
            status: 'held',
            heldUntil: request.heldUntil,
            studentTimeZone: request.studentTimeZone,
            skippedDays: request.skippedDays,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const lessons = await tx
          .insert(bookedLessons)
          .values(
            request.lessons.map((lesson) => ({
              id: uuidv7(),
              bookingId: booking!.id,
              teacherId: request.teacherId,
              studentId: request.studentId,
              startsAt: lesson.startsAt,
              endsAt: lesson.endsAt,
              minutes: request.minutes,
              trial: request.trial,
              status: 'held' as const,
              heldUntil: request.heldUntil,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning();
        return { booking: booking!, lessons: byStart(lessons) };
      });
    } catch (error) {
      rethrowBookingConflict(error);
    }
  }

  /**
   * Confirms a held booking still within its minute: the booking and its lessons in one
   * transaction. Null when the minute had passed (its lessons are then marked expired).
   */
  async confirm(bookingId: string, now: Date): Promise<BookingWithLessons | null> {
    return this.db.transaction(async (tx) => {
      const [booking] = await tx
        .update(bookings)
        .set({ status: 'confirmed', heldUntil: null, updatedAt: now })
        .where(
          and(eq(bookings.id, bookingId), eq(bookings.status, 'held'), gt(bookings.heldUntil, now)),
        )
        .returning();
      if (!booking) {
        await this.release(tx, bookingId, now);
        return null;
      }
      const lessons = await tx
        .update(bookedLessons)
        .set({ status: 'booked', heldUntil: null, updatedAt: now })
        .where(and(eq(bookedLessons.bookingId, bookingId), eq(bookedLessons.status, 'held')))
        .returning();
      return { booking, lessons: byStart(lessons) };
    });
  }

  /** Lets go of a held booking (its student backed out, or its minute passed). */
  async release(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
    await tx
      .update(bookedLessons)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookedLessons.bookingId, bookingId), eq(bookedLessons.status, 'held')));
    await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')));
  }

  /**
   * Releases a held booking, or cancels every lesson of a confirmed one still to start, each
   * late or not by `isLate`. Answers the ids of the lessons it cancelled.
   */
  async cancelBooking(
    bookingId: string,
    byUserId: string,
    now: Date,
    isLate: (lesson: BookedLessonRow) => boolean,
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await this.release(tx, bookingId, now);
      const ahead = await tx
        .select()
        .from(bookedLessons)
        .where(
          and(
            eq(bookedLessons.bookingId, bookingId),
            eq(bookedLessons.status, 'booked'),
            gt(bookedLessons.startsAt, now),
          ),
        );
      const cancelled: string[] = [];
      for (const lesson of ahead) {
        const done = await this.cancelIn(tx, lesson.id, {
          byUserId,
          at: now,
          late: isLate(lesson),
        });
        if (done) cancelled.push(done.id);
      }
      return cancelled;
    });
  }

  /** Cancels one booked lesson that has not started; null when it was not booked any more. */
  async cancelLesson(
    lessonId: string,
    cancellation: Cancellation,
  ): Promise<BookedLessonRow | null> {
    return this.cancelIn(this.db, lessonId, cancellation);
  }

  private async cancelIn(
    tx: DbOrTx,
    lessonId: string,
    { byUserId, at, late }: Cancellation,
  ): Promise<BookedLessonRow | null> {
    const [lesson] = await tx
      .update(bookedLessons)
      .set({
        status: 'cancelled',
        cancelledBy: byUserId,
        cancelledAt: at,
        cancelledLate: late,
        updatedAt: at,
      })
      .where(
        and(
          eq(bookedLessons.id, lessonId),
          eq(bookedLessons.status, 'booked'),
          gt(bookedLessons.startsAt, at),
        ),
      )
      .returning();
    return lesson ?? null;
  }

  /** The student came to its lesson (pressed Join in its window); the first time counts. */
  async noteStudentCalled(lessonId: string, now: Date): Promise<void> {
    await this.db
      .update(bookedLessons)
      .set({ studentCalledAt: now, updatedAt: now })
      .where(and(eq(bookedLessons.id, lessonId), isNull(bookedLessons.studentCalledAt)));
  }

  /** The lesson became this meeting; a lesson is linked once. */
  async linkMeeting(lessonId: string, meetingId: string, now: Date): Promise<boolean> {
    const linked = await this.db
      .update(bookedLessons)
      .set({ meetingId, updatedAt: now })
      .where(and(eq(bookedLessons.id, lessonId), isNull(bookedLessons.meetingId)))
      .returning({ id: bookedLessons.id });
    return linked.length > 0;
  }

  /**
   * Decides the attendance of every booked lesson that started `graceMs` ago or more: one
   * statement, so of several API processes each lesson is decided by exactly one.
   */
  async decideAttendance(now: Date, graceMs: number): Promise<BookedLessonRow[]> {
    return this.db
      .update(bookedLessons)
      .set({ attendance: ATTENDANCE_OF, updatedAt: now })
      .where(
        and(
          eq(bookedLessons.status, 'booked'),
          isNull(bookedLessons.attendance),
          lte(bookedLessons.startsAt, new Date(now.getTime() - graceMs)),
        ),
      )
      .returning();
  }

  /** Moves a booked lesson that has not started; 409 when the new time is taken. */
  async move(
    lessonId: string,
    startsAt: Date,
    endsAt: Date,
    now: Date,
  ): Promise<BookedLessonRow | null> {
    try {
      const [lesson] = await this.db
        .update(bookedLessons)
        .set({ startsAt, endsAt, updatedAt: now })
        .where(
          and(
            eq(bookedLessons.id, lessonId),
            eq(bookedLessons.status, 'booked'),
            gt(bookedLessons.startsAt, now),
          ),
        )
        .returning();
      return lesson ?? null;
    } catch (error) {
      rethrowBookingConflict(error);
    }
  }
}

/** The attendance of each lesson decided by one run, as its rows after the decision. */
const ATTENDANCE_OF = sql`case
  when ${bookedLessons.meetingId} is not null then 'attended'
  when ${bookedLessons.studentCalledAt} is not null then 'sheikh_absent'
  else 'student_absent' end::attendance`;

function byStart(lessons: BookedLessonRow[]): BookedLessonRow[] {
  return [...lessons].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
