// Booked lessons: a Sheikh's weekly teaching hours in the Sheikh's own time zone, the free slots
// a student sees in those hours, and the bookings (one lesson or a weekly series) that hold them.
// A booked lesson is not a meeting: it becomes one only when someone joins it through the usual
// call. Used by the API (the rules) and the apps (the forms and the limits they show).

/** Lesson lengths a Sheikh may offer, in minutes. */
export const LESSON_LENGTHS = [20, 30, 45, 60] as const;
export type LessonLength = (typeof LESSON_LENGTHS)[number];

/** The longest lesson offered, in minutes. */
export const LONGEST_LESSON = 60 satisfies LessonLength;

/** Lengths a first lesson with a Sheikh (a trial) may have, in minutes. */
export const TRIAL_LENGTHS = [15, 20, 30] as const;
export type TrialLength = (typeof TRIAL_LENGTHS)[number];

/** Slots start on this step (minutes) from the start of a range of teaching hours. */
export const SLOT_STEP_MINUTES = 15;

/** Times of teaching hours are whole multiples of this many minutes (`18:00`, `18:05`). */
export const HOURS_MINUTE_STEP = 5;

/** The longest booking notice a Sheikh may ask for: one week, in minutes. */
export const BOOKING_NOTICE_MAX_MINUTES = 7 * 24 * 60;

/** At most this many ranges of weekly hours (six a day). */
export const WEEKLY_RANGES_MAX = 42;

/** At most this many dated exceptions (a day off, some hours off, extra hours). */
export const HOURS_EXCEPTIONS_MAX = 100;

/** At most this many holidays (each a run of whole days off). */
export const HOLIDAYS_MAX = 30;

/** A holiday lasts at most this many days. */
export const HOLIDAY_DAYS_MAX = 92;

/** A holiday's name is at most this long. */
export const HOLIDAY_NAME_MAX = 80;

/** Slots are asked for at most this many days at a time. */
export const SLOTS_WINDOW_MAX_DAYS = 15;

/** A lesson may be booked at most this many days ahead. */
export const BOOKING_HORIZON_DAYS = 120;

/** A weekly series runs at most this many weeks. */
export const SERIES_WEEKS_MAX = 12;

/** A booking is held this long while the student confirms it. */
export const BOOKING_HOLD_SECONDS = 60;

/** A student holds at most this many bookings waiting for confirmation at once. */
export const HELD_BOOKINGS_MAX = 3;

/** A student has at most this many booked lessons still to come. */
export const UPCOMING_LESSONS_MAX = 60;

/**
 * Cancelling a lesson less than this many hours before it starts counts as a late cancellation
 * (the other side planned a day around it).
 */
export const LATE_CANCEL_HOURS = 12;

/** "Join" opens this many minutes before a booked lesson starts. */
export const JOIN_OPENS_MINUTES = 10;

/** Days of the week as ISO numbers them: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A held booking waits for its student's confirmation; an unconfirmed one expires. */
export const BOOKING_STATUSES = ['held', 'confirmed', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A lesson of a booking: held with it, then booked, or cancelled (one date, or with the rest). */
export const BOOKED_LESSON_STATUSES = ['held', 'booked', 'cancelled', 'expired'] as const;
export type BookedLessonStatus = (typeof BOOKED_LESSON_STATUSES)[number];

/**
 * What a lesson's attendance was, decided ABSENT_AFTER_MINUTES after its start: its meeting
 * began; the student never called; or the student called and the Sheikh never answered, which
 * gives the student a make-up lesson.
 */
export const ATTENDANCE_OUTCOMES = ['attended', 'student_absent', 'sheikh_absent'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];

/** A booked lesson's attendance is decided this many minutes after its start. */
export const ABSENT_AFTER_MINUTES = 10;

/**
 * What became of a past booked lesson, as the history shows it: its attendance once decided,
 * `cancelled` (by either side, late or not), or `undecided` while the attendance run has not
 * reached it yet.
 */
export const PAST_LESSON_OUTCOMES = [...ATTENDANCE_OUTCOMES, 'cancelled', 'undecided'] as const;
export type PastLessonOutcome = (typeof PAST_LESSON_OUTCOMES)[number];

/** Past booked lessons per page of the history, unless the client asks for fewer. */
export const PAST_LESSONS_PAGE_SIZE = 20;

/** The largest page of past booked lessons a client may ask for. */
export const PAST_LESSONS_PAGE_MAX = 50;

/** Kinds of dated exception: the whole day or some hours off, or hours added to that day. */
export const HOURS_EXCEPTION_KINDS = ['off', 'extra'] as const;
export type HoursExceptionKind = (typeof HOURS_EXCEPTION_KINDS)[number];

export type {
  AttendanceCounts,
  Booking,
  BookedLesson,
  BookingRequest,
  FreeSlot,
  FreeSlots,
  Holiday,
  HoursException,
  MoveLessonRequest,
  PastLesson,
  PastLessonsPage,
  PastLessonsQuery,
  TeachingHours,
  WeeklyRange,
} from './api-contract/booking-contract';
