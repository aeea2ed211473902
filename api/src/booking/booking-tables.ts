import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_OUTCOMES,
  BOOKED_LESSON_STATUSES,
  BOOKING_STATUSES,
  HOURS_EXCEPTION_KINDS,
  type LessonLength,
  type TrialLength,
} from '@app/shared/protocol';
import { meetings, users } from '../db/schema';

// A Sheikh's bookable hours and the bookings that take them (docs/booking.md). Days and times of
// day of the hours are on the Sheikh's wall clock (`time_zone`); the lessons are instants.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const teacher = () =>
  uuid('teacher_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A Sheikh's terms: zone, lengths offered, notice, trial. No row: not bookable yet. */
export const teachingHours = pgTable('teaching_hours', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  // Only lengths the rules accepted are ever written (hours-rules.ts).
  lessonMinutes: smallint('lesson_minutes').array().$type<LessonLength[]>().notNull(),
  noticeMinutes: integer('notice_minutes').notNull(),
  trialMinutes: smallint('trial_minutes').$type<TrialLength>(),
  updatedAt: at('updated_at').notNull(),
});

/** One range of hours on one weekday (ISO, 1 is Monday), minutes after the Sheikh's midnight. */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: uuid('id').primaryKey(),
    teacherId: teacher(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('weekly_hours_teacher_idx').on(t.teacherId),
    check('weekly_hours_forwards', sql`${t.startMinute} < ${t.endMinute}`),
  ],
);

export const hoursExceptionKindEnum = pgEnum('hours_exception_kind', HOURS_EXCEPTION_KINDS);

/** A dated change: the day or some hours off, or hours added. Null minutes: the whole day. */
export const hoursExceptions = pgTable(
  'hours_exceptions',
  {
    id: uuid('id').primaryKey(),
    teacherId: teacher(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: hoursExceptionKindEnum('kind').notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (t) => [index('hours_exceptions_teacher_day_idx').on(t.teacherId, t.day)],
);

/** Whole days off, first to last (the Sheikh's days). */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey(),
    teacherId: teacher(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    name: text('name'),
  },
  (t) => [index('holidays_teacher_idx').on(t.teacherId, t.lastDay)],
);

export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const bookedLessonStatusEnum = pgEnum('booked_lesson_status', BOOKED_LESSON_STATUSES);
export const attendanceEnum = pgEnum('attendance', ATTENDANCE_OUTCOMES);

/** What a student asked for: one lesson, or the same weekdays and times for some weeks. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    teacherId: teacher(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: smallint('minutes').notNull(),
    weeks: smallint('weeks').notNull(),
    trial: boolean('trial').notNull(),
    status: bookingStatusEnum('status').notNull(),
    heldUntil: at('held_until'),
    // The student's zone when booking, to word the student's reminders.
    studentTimeZone: text('student_time_zone').notNull(),
    // The Sheikh's days a holiday took out of the series.
    skippedDays: date('skipped_days', { mode: 'string' }).array().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('bookings_student_status_idx').on(t.studentId, t.status)],
);

/**
 * One lesson of a booking. Two lessons that hold a Sheikh (or a student) never overlap: an
 * exclusion constraint in the migration (`booked_lessons_teacher_free`, `..._student_free`) on
 * the held and booked rows says so, whatever the requests race.
 */
export const bookedLessons = pgTable(
  'booked_lessons',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    teacherId: teacher(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    minutes: smallint('minutes').notNull(),
    trial: boolean('trial').notNull(),
    status: bookedLessonStatusEnum('status').notNull(),
    // A held lesson is free again after this instant even before its row is marked expired.
    heldUntil: at('held_until'),
    cancelledBy: uuid('cancelled_by'),
    cancelledAt: at('cancelled_at'),
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    // The meeting the lesson became: a call between its two sides accepted in its join window.
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    // The student's first call to the Sheikh in the join window, answered or not.
    studentCalledAt: at('student_called_at'),
    // Decided once, ABSENT_AFTER_MINUTES after the start (docs/booking.md#attendance).
    attendance: attendanceEnum('attendance'),
    // The start each reminder (a day, and 15 minutes, before) was sent for. Kept as the start,
    // not as the time sent, so a moved lesson is due again at its new time without a write of
    // its own, and a claim is one conditional UPDATE (`is distinct from starts_at`): of several
    // API processes, one sends each (api/src/notifications/lesson-reminder-sender.ts).
    remindedDayFor: at('reminded_day_for'),
    remindedSoonFor: at('reminded_soon_for'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('booked_lessons_teacher_starts_idx').on(t.teacherId, t.startsAt),
    index('booked_lessons_student_starts_idx').on(t.studentId, t.startsAt),
    index('booked_lessons_booking_idx').on(t.bookingId),
    // The rooms overview asks of each meeting whether a booked lesson became it.
    index('booked_lessons_meeting_idx')
      .on(t.meetingId)
      .where(sql`${t.meetingId} is not null`),
    // The attendance run's question: booked lessons started and not yet decided.
    index('booked_lessons_undecided_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.attendance} is null`),
    // The reminder run's question: booked lessons whose last reminder is not sent for their start.
    index('booked_lessons_reminders_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.remindedSoonFor} is distinct from ${t.startsAt}`),
    // A trial is once per student and Sheikh, unless it was cancelled or never confirmed.
    uniqueIndex('booked_lessons_one_trial_idx')
      .on(t.teacherId, t.studentId)
      .where(sql`${t.trial} and ${t.status} in ('held', 'booked')`),
    check('booked_lessons_forwards', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export type TeachingHoursRow = typeof teachingHours.$inferSelect;
export type WeeklyHoursRow = typeof weeklyHours.$inferSelect;
export type HoursExceptionRow = typeof hoursExceptions.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookedLessonRow = typeof bookedLessons.$inferSelect;
