import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AttendanceCounts } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { bookedLessons } from './booking-tables';

// A user's booked lessons counted by what became of them (docs/booking.md#attendance), for
// admins. One query per side, each on its own (side, starts_at) index, so a user who teaches
// and one who learns cost the same.

const lessons = bookedLessons;

/** How many of the side's rows meet `condition`; `::int` keeps a bigint from arriving as text. */
const counted = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

/** The figures both sides share: started, decided, cancelled by this user, still ahead. */
function sideFigures(userId: string, now: Date) {
  const booked = eq(lessons.status, 'booked');
  const cancelledByUser = and(eq(lessons.status, 'cancelled'), eq(lessons.cancelledBy, userId));
  return {
    booked: counted(and(booked, lte(lessons.startsAt, now))),
    attended: counted(eq(lessons.attendance, 'attended')),
    studentAbsent: counted(eq(lessons.attendance, 'student_absent')),
    sheikhAbsent: counted(eq(lessons.attendance, 'sheikh_absent')),
    cancelled: counted(cancelledByUser),
    cancelledLate: counted(and(cancelledByUser, eq(lessons.cancelledLate, true))),
    upcoming: counted(and(booked, gt(lessons.startsAt, now))),
  };
}

type SideRow = { [K in keyof ReturnType<typeof sideFigures>]: number };

const NONE: SideRow = {
  booked: 0,
  attended: 0,
  studentAbsent: 0,
  sheikhAbsent: 0,
  cancelled: 0,
  cancelledLate: 0,
  upcoming: 0,
};

/** Reads the attendance counts of one user; nothing here writes. */
export class AttendanceCounter {
  constructor(private readonly db: Db) {}

  private async side(column: 'studentId' | 'teacherId', userId: string, now: Date) {
    const [row] = await this.db
      .select(sideFigures(userId, now))
      .from(lessons)
      .where(eq(lessons[column], userId));
    return row ?? NONE;
  }

  /**
   * The user's lessons as a student and as a Sheikh. The role is not asked: a user who changed
   * role keeps the lessons of both, and a side never taken counts zero.
   */
  async of(userId: string, now: Date): Promise<AttendanceCounts> {
    const learnt = await this.side('studentId', userId, now);
    const taught = await this.side('teacherId', userId, now);
    return {
      asStudent: {
        booked: learnt.booked,
        attended: learnt.attended,
        absent: learnt.studentAbsent,
        sheikhAbsent: learnt.sheikhAbsent,
        cancelled: learnt.cancelled,
        cancelledLate: learnt.cancelledLate,
      },
      asTeacher: {
        booked: taught.booked,
        attended: taught.attended,
        studentAbsent: taught.studentAbsent,
        absent: taught.sheikhAbsent,
        cancelled: taught.cancelled,
        cancelledLate: taught.cancelledLate,
      },
      upcoming: learnt.upcoming + taught.upcoming,
    };
  }
}
