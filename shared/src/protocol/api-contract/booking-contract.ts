import { z } from 'zod';
import type { BOOKING_ROUTES } from '../api-routes/booking-routes';
import {
  ATTENDANCE_OUTCOMES,
  BOOKED_LESSON_STATUSES,
  BOOKING_STATUSES,
  BOOKING_NOTICE_MAX_MINUTES,
  HOLIDAY_NAME_MAX,
  HOLIDAYS_MAX,
  HOURS_EXCEPTION_KINDS,
  HOURS_EXCEPTIONS_MAX,
  LESSON_LENGTHS,
  LONGEST_LESSON,
  PAST_LESSON_OUTCOMES,
  PAST_LESSONS_PAGE_MAX,
  PAST_LESSONS_PAGE_SIZE,
  SERIES_WEEKS_MAX,
  TRIAL_LENGTHS,
  WEEKDAYS,
  WEEKLY_RANGES_MAX,
} from '../booking';
import { GENDERS } from '../teaching-profile';
import { TIME_ZONE_MAX } from '../revision-reminder';
import { dataOf, type ContractFor } from './route-schemas';

// Shapes only: whether a time is on the five-minute step, whether a range runs forwards, whether
// ranges overlap, whether a day exists and whether the server knows a time zone are the API's
// rules, which answer their own codes (`booking.time_invalid`, `booking.range_reversed`, ...).

/** `HH:MM`, 24-hour; `24:00` ends a range at midnight. */
const time = z.string().min(1).max(5).describe('HH:MM, 24-hour, on a five-minute step');
/** `YYYY-MM-DD`, a day on the Sheikh's calendar. */
const day = z.string().min(1).max(10).describe('YYYY-MM-DD');
const timeZone = z.string().min(1).max(TIME_ZONE_MAX).describe('IANA time zone');
const instant = z.iso.datetime({ offset: true });
const lessonLength = z.union(LESSON_LENGTHS.map((n) => z.literal(n)));
const trialLength = z.union(TRIAL_LENGTHS.map((n) => z.literal(n)));

const weeklyRangeSchema = z
  .object({
    weekday: z.union(WEEKDAYS.map((n) => z.literal(n))).describe('ISO: 1 is Monday, 7 Sunday'),
    start: time,
    end: time,
  })
  .strict()
  .meta({ id: 'WeeklyRange' });

/** Hours a Sheikh teaches every week on one weekday, on the Sheikh's wall clock. */
export type WeeklyRange = z.output<typeof weeklyRangeSchema>;

const hoursExceptionSchema = z
  .object({
    kind: z.enum(HOURS_EXCEPTION_KINDS),
    day,
    /** Both null: the whole day (only for `off`). */
    start: time.nullable(),
    end: time.nullable(),
  })
  .strict()
  .meta({ id: 'HoursException' });

/** One day's change to the weekly hours: a day or some hours off, or hours added. */
export type HoursException = z.output<typeof hoursExceptionSchema>;

const holidaySchema = z
  .object({
    from: day,
    to: day,
    name: z.string().trim().max(HOLIDAY_NAME_MAX).nullable(),
  })
  .strict()
  .meta({ id: 'Holiday' });

/** Whole days off, first to last: no slots, and a weekly series skips them. */
export type Holiday = z.output<typeof holidaySchema>;

const teachingHoursFields = z.object({
  /** The Sheikh's IANA time zone: every time and day here is on its wall clock. */
  timeZone,
  /** The lesson lengths offered, at least one. */
  lessonMinutes: z.array(lessonLength).min(1).max(LESSON_LENGTHS.length),
  /** How long before a lesson it may still be booked, in minutes. */
  noticeMinutes: z.number().int().min(0).max(BOOKING_NOTICE_MAX_MINUTES),
  /** A first lesson's length for a new student, or null for no trial lessons. */
  trialMinutes: trialLength.nullable(),
  weekly: z.array(weeklyRangeSchema).max(WEEKLY_RANGES_MAX),
  exceptions: z.array(hoursExceptionSchema).max(HOURS_EXCEPTIONS_MAX),
  holidays: z.array(holidaySchema).max(HOLIDAYS_MAX),
});

const teachingHoursSchema = teachingHoursFields.meta({ id: 'TeachingHours' });

/** A Sheikh's bookable hours: weekly ranges, dated exceptions, holidays and lesson terms. */
export type TeachingHours = z.output<typeof teachingHoursSchema>;

const hoursResultSchema = z.object({
  /** Null until the Sheikh first saves hours: nobody can book this Sheikh yet. */
  hours: teachingHoursSchema.nullable(),
});

const teacherParams = z.object({ id: z.uuid() });
const bookingParams = z.object({ bookingId: z.uuid() });
const lessonParams = z.object({ lessonId: z.uuid() });

const slotsQuery = z.object({
  /** The window's first instant (the viewer's local midnight, say). */
  from: instant,
  /** The window's end, at most SLOTS_WINDOW_MAX_DAYS after `from`. */
  to: instant,
  /**
   * The lesson length to fit; a trial's length when `trial` is true. Left out: the Sheikh's
   * shortest length (the trial's, for a trial), so a first look needs no guess.
   */
  minutes: z.coerce.number().int().min(1).max(LONGEST_LESSON).optional(),
  trial: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const freeSlotSchema = z.object({ startsAt: instant, endsAt: instant }).meta({ id: 'FreeSlot' });

/** A time a lesson of the asked length fits the Sheikh's hours and nobody holds. */
export type FreeSlot = z.output<typeof freeSlotSchema>;

const freeSlotsSchema = z
  .object({
    /** The Sheikh's time zone, to name it beside the viewer's. */
    timeZone,
    /** The length these slots are for (the one asked, or the Sheikh's default). */
    minutes: z.number().int(),
    lessonMinutes: z.array(lessonLength),
    /** The trial's length when this student may still book one with this Sheikh, else null. */
    trialMinutes: trialLength.nullable(),
    noticeMinutes: z.number().int(),
    slots: z.array(freeSlotSchema),
  })
  .meta({ id: 'FreeSlots' });

/** The free slots of a window, with the terms they are offered on. */
export type FreeSlots = z.output<typeof freeSlotsSchema>;

const bookingRequestSchema = z
  .object({
    teacherId: z.uuid(),
    /** The first lesson of each weekday in the series: one start for a single lesson. */
    starts: z.array(instant).min(1).max(WEEKDAYS.length),
    minutes: z.number().int().min(1).max(LONGEST_LESSON),
    /** 1 for lessons of one week; up to SERIES_WEEKS_MAX for a weekly series. */
    weeks: z.number().int().min(1).max(SERIES_WEEKS_MAX),
    /** A trial lesson: one start, one week, the Sheikh's trial length. */
    trial: z.boolean(),
    /** The student's IANA time zone, for the reminders' wording. */
    timeZone,
  })
  .strict();

/** What a student sends to hold one lesson or a weekly series. */
export type BookingRequest = z.output<typeof bookingRequestSchema>;

const bookedLessonSchema = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    teacherId: z.uuid(),
    teacherName: z.string(),
    studentId: z.uuid(),
    studentName: z.string(),
    startsAt: instant,
    endsAt: instant,
    minutes: z.number().int(),
    trial: z.boolean(),
    status: z.enum(BOOKED_LESSON_STATUSES),
    /** Who cancelled it, when it is cancelled. */
    cancelledBy: z.enum(['teacher', 'student']).nullable(),
    /** Cancelled less than LATE_CANCEL_HOURS before its start. */
    cancelledLate: z.boolean(),
    /** Decided ABSENT_AFTER_MINUTES after the start; null before. */
    attendance: z.enum(ATTENDANCE_OUTCOMES).nullable(),
  })
  .meta({ id: 'BookedLesson' });

/** One lesson of a booking, at its instant (each viewer shows it in their own zone). */
export type BookedLesson = z.output<typeof bookedLessonSchema>;

const bookingSchema = z
  .object({
    id: z.uuid(),
    teacherId: z.uuid(),
    studentId: z.uuid(),
    minutes: z.number().int(),
    weeks: z.number().int(),
    trial: z.boolean(),
    status: z.enum(BOOKING_STATUSES),
    /** Until when a held booking waits for confirmation; null once confirmed. */
    heldUntil: instant.nullable(),
    /** Its lessons in time order; a holiday's dates are left out. */
    lessons: z.array(bookedLessonSchema),
    /** Dates of the series a holiday of the Sheikh skipped (the Sheikh's days). */
    skippedDays: z.array(day),
  })
  .meta({ id: 'Booking' });

/** A booking: one lesson or a weekly series, held then confirmed. */
export type Booking = z.output<typeof bookingSchema>;

const lessonsQuery = z.object({
  /** From this instant (default: now, less the lesson's length, so a running lesson shows). */
  from: instant.optional(),
  /** Up to this instant (default and at most BOOKING_HORIZON_DAYS after `from`). */
  to: instant.optional(),
});

const pastLessonsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAST_LESSONS_PAGE_MAX).default(PAST_LESSONS_PAGE_SIZE),
  /** Where the page starts: the `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
});

/** `GET /booked-lessons/past` query, as a client sends it: each field has a default or may go. */
export type PastLessonsQuery = Partial<z.output<typeof pastLessonsQuery>>;

const pastLessonSchema = z
  .object({
    id: z.uuid(),
    startsAt: instant,
    endsAt: instant,
    minutes: z.number().int(),
    trial: z.boolean(),
    /** The viewer's side of this lesson. */
    role: z.enum(['student', 'teacher']),
    /** The other side: the Sheikh for the student, the student for the Sheikh. */
    other: z.object({
      id: z.uuid(),
      name: z.string(),
      /** For texts that agree with the person; null when the profile does not say. */
      gender: z.enum(GENDERS).nullable(),
    }),
    outcome: z.enum(PAST_LESSON_OUTCOMES),
    /** Who cancelled it, when it is cancelled. */
    cancelledBy: z.enum(['teacher', 'student']).nullable(),
    /** Cancelled less than LATE_CANCEL_HOURS before its start. */
    cancelledLate: z.boolean(),
  })
  .meta({ id: 'PastLesson' });

/** A booked lesson whose time is over, as the viewer's history shows it. */
export type PastLesson = z.output<typeof pastLessonSchema>;

const pastLessonsPageSchema = z
  .object({
    lessons: z.array(pastLessonSchema),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PastLessonsPage' });

/** `GET /booked-lessons/past` answer: one page, newest first. */
export type PastLessonsPage = z.output<typeof pastLessonsPageSchema>;

const moveLessonSchema = z.object({ startsAt: instant }).strict();

/** What a student sends to move one booked lesson to another free slot of the same Sheikh. */
export type MoveLessonRequest = z.output<typeof moveLessonSchema>;

const userParams = z.object({ id: z.uuid() });

/** A number of booked lessons. */
const lessonCount = z.number().int().min(0);

const studentAttendanceSchema = z.object({
  /** Booked lessons whose start has passed (decided or not yet). */
  booked: lessonCount,
  attended: lessonCount,
  /** The student never came: a no-show. */
  absent: lessonCount,
  /** The student came and the Sheikh did not: each is a make-up lesson owed. */
  sheikhAbsent: lessonCount,
  /** Lessons this student cancelled, late or not. */
  cancelled: lessonCount,
  /** Of those, cancelled less than LATE_CANCEL_HOURS before the start. */
  cancelledLate: lessonCount,
});

const sheikhAttendanceSchema = z.object({
  /** Booked lessons whose start has passed (decided or not yet). */
  booked: lessonCount,
  attended: lessonCount,
  /** The student never came. */
  studentAbsent: lessonCount,
  /** The student came and this Sheikh did not: a no-show. */
  absent: lessonCount,
  /** Lessons this Sheikh cancelled, late or not. */
  cancelled: lessonCount,
  /** Of those, cancelled less than LATE_CANCEL_HOURS before the start. */
  cancelledLate: lessonCount,
});

const attendanceCountsSchema = z
  .object({
    /** The user's lessons as a student (all zero for anyone who never booked). */
    asStudent: studentAttendanceSchema,
    /** The user's lessons as a Sheikh (all zero for anyone who never taught one). */
    asTeacher: sheikhAttendanceSchema,
    /** Booked lessons still to start, on either side. */
    upcoming: lessonCount,
  })
  .meta({ id: 'AttendanceCounts' });

/** A user's booked lessons counted by what became of them, for admins. */
export type AttendanceCounts = z.output<typeof attendanceCountsSchema>;

const bookingResult = dataOf(z.object({ booking: bookingSchema }));
const lessonResult = dataOf(z.object({ lesson: bookedLessonSchema }));

export const BOOKING_CONTRACT = {
  'booking.hours': {
    response: dataOf(hoursResultSchema),
    errors: [401, 403],
  },
  'booking.updateHours': {
    body: teachingHoursFields.strict(),
    response: dataOf(hoursResultSchema),
    errors: [400, 401, 403],
  },
  'booking.slots': {
    params: teacherParams,
    query: slotsQuery,
    response: dataOf(freeSlotsSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'booking.hold': {
    body: bookingRequestSchema,
    status: 201,
    response: bookingResult,
    errors: [400, 401, 403, 404, 409, 429],
  },
  'booking.confirm': {
    params: bookingParams,
    response: bookingResult,
    errors: [401, 403, 404, 409],
  },
  'booking.cancel': {
    params: bookingParams,
    response: bookingResult,
    errors: [401, 403, 404],
  },
  'booking.lessons': {
    query: lessonsQuery,
    response: dataOf(z.object({ lessons: z.array(bookedLessonSchema) })),
    errors: [400, 401, 403],
  },
  'booking.pastLessons': {
    query: pastLessonsQuery,
    response: dataOf(pastLessonsPageSchema),
    errors: [400, 401, 403],
  },
  'booking.cancelLesson': {
    params: lessonParams,
    response: lessonResult,
    errors: [401, 403, 404, 409],
  },
  'booking.moveLesson': {
    params: lessonParams,
    body: moveLessonSchema,
    response: lessonResult,
    errors: [400, 401, 403, 404, 409, 429],
  },
  'booking.join': {
    params: lessonParams,
    response: lessonResult,
    errors: [401, 403, 404, 409],
  },
  'booking.attendanceOf': {
    params: userParams,
    response: dataOf(attendanceCountsSchema),
    errors: [400, 401, 403, 404],
  },
} as const satisfies ContractFor<typeof BOOKING_ROUTES>;
