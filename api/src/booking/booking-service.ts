import fp from 'fastify-plugin';
import {
  ABSENT_AFTER_MINUTES,
  BOOKING_HOLD_SECONDS,
  BOOKING_HORIZON_DAYS,
  JOIN_OPENS_MINUTES,
  LATE_CANCEL_HOURS,
  LONGEST_LESSON,
  SLOTS_WINDOW_MAX_DAYS,
  type AttendanceCounts,
  type BookedLesson,
  type Booking,
  type BookingRequest,
  type FreeSlots,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { AttendanceCounter } from './attendance-counts';
import type { MeetingRow, UserRow } from '../db/schema';
import { PeriodicRun } from '../lib/periodic-run';
import type { StudentReach } from '../family/student-reach';
import { apiError } from '../lib/http-error';
import { knownTimeZone } from '@app/shared/local-clock';
import { BookingEventHub } from './booking-events';
import { BookingRepository, type NamedLessonRow } from './booking-repository';
import { BookingStore } from './booking-store';
import { toBookedLesson, toBooking } from './booking-view';
import { isFreeSlot, freeSlots } from './free-slots';
import { TeachingHoursRepository } from './hours-repository';
import { isLessonLength } from './hours-rules';
import { openIntervals } from './open-hours';
import { listPastLessons } from './past-lessons';
import { planSeries } from './series-plan';
import type { Hours } from './teaching-hours';

const MINUTE_MS = 60_000;

/** How often the attendance of started lessons is looked at. */
export const ATTENDANCE_TICK_MS = 30_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The slots a window asks for. */
export interface SlotsQuery {
  from: Date;
  to: Date;
  /** Undefined: the Sheikh's shortest length, or the trial's. */
  minutes: number | undefined;
  trial: boolean;
}

interface Deps {
  db: Db;
  events: BookingEventHub;
  reach: StudentReach;
  findUser: (id: string) => Promise<UserRow | null>;
  now: () => Date;
}

/**
 * Booked lessons (docs/booking.md): the free slots of a Sheikh's hours, holding a booking for a
 * minute, confirming, cancelling and moving. The one writer of bookings and their lessons; the
 * exclusion constraints under its store settle races between students.
 */
export class BookingService {
  private readonly hours: TeachingHoursRepository;
  private readonly store: BookingStore;
  private readonly attendance: AttendanceCounter;
  readonly repository: BookingRepository;

  constructor(private readonly deps: Deps) {
    this.hours = new TeachingHoursRepository(deps.db);
    this.attendance = new AttendanceCounter(deps.db);
    this.store = new BookingStore(deps.db);
    this.repository = new BookingRepository(deps.db);
  }

  /** The Sheikh a student may book: an active teacher whom the student's rules let it call. */
  private async bookableSheikh(student: UserRow, teacherId: string): Promise<Hours> {
    const sheikh = await this.deps.findUser(teacherId);
    if (!sheikh || sheikh.role !== 'teacher' || sheikh.status !== 'active') {
      throw apiError('teachers.not_found');
    }
    const refusal = await this.deps.reach.callRefusal(student, {
      id: sheikh.id,
      gender: sheikh.gender,
    });
    if (refusal) throw apiError(refusal);
    const hours = await this.hours.of(teacherId);
    if (!hours) throw apiError('booking.not_bookable');
    return hours;
  }

  /** Whether the student has had, or holds, the one trial lesson with this Sheikh. */
  private trialUsed(teacherId: string, studentId: string, trial: boolean, now: Date) {
    return trial ? this.repository.hasTrial(teacherId, studentId, now) : Promise.resolve(false);
  }

  async freeSlots(student: UserRow, teacherId: string, query: SlotsQuery): Promise<FreeSlots> {
    const now = this.deps.now();
    const span = query.to.getTime() - query.from.getTime();
    if (span <= 0 || span > SLOTS_WINDOW_MAX_DAYS * DAY_MS)
      throw apiError('booking.window_invalid');
    const hours = await this.bookableSheikh(student, teacherId);
    const minutes =
      query.minutes ?? (query.trial ? hours.trialMinutes : hours.lessonMinutes[0]) ?? 0;
    // Asked whether or not this request is for the trial: the answer says if one is left.
    const trialUsed = await this.repository.hasTrial(teacherId, student.id, now);
    checkLength(hours, minutes, query.trial, trialUsed);
    const from = new Date(Math.max(query.from.getTime(), now.getTime()));
    const to = new Date(
      Math.min(query.to.getTime(), now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS),
    );
    // A slot belongs to the window it starts in, so a lesson starting just before `to` may end
    // after it: the hours and the lessons in its way are read that much further.
    const reach = new Date(to.getTime() + minutes * MINUTE_MS);
    const slots =
      from < to
        ? freeSlots(
            openIntervals(hours, from, reach),
            await this.repository.busy([teacherId, student.id], from, reach, now),
            minutes,
            now.getTime() + hours.noticeMinutes * MINUTE_MS,
          ).filter((slot) => slot.start < to.getTime())
        : [];
    return {
      timeZone: hours.timeZone,
      minutes,
      lessonMinutes: hours.lessonMinutes,
      trialMinutes: trialUsed ? null : hours.trialMinutes,
      noticeMinutes: hours.noticeMinutes,
      slots: slots.map((slot) => ({
        startsAt: new Date(slot.start).toISOString(),
        endsAt: new Date(slot.end).toISOString(),
      })),
    };
  }

  /**
   * Holds one lesson or a weekly series for BOOKING_HOLD_SECONDS. Every first-week start must be
   * a free slot of the Sheikh's hours; later weeks keep the Sheikh's wall-clock time, skip the
   * Sheikh's holidays, and must lie in the Sheikh's hours too.
   */
  async hold(student: UserRow, request: BookingRequest): Promise<Booking> {
    const now = this.deps.now();
    const studentTimeZone = knownTimeZone(request.timeZone);
    if (!studentTimeZone) throw apiError('booking.time_zone_unknown');
    if (request.trial && (request.weeks !== 1 || request.starts.length !== 1)) {
      throw apiError('booking.series_invalid');
    }
    const hours = await this.bookableSheikh(student, request.teacherId);
    checkLength(
      hours,
      request.minutes,
      request.trial,
      await this.trialUsed(request.teacherId, student.id, request.trial, now),
    );
    const starts = request.starts.map((start) => new Date(start));
    const plan = planSeries(hours, starts, request.minutes, request.weeks);
    if (plan.lessons.length === 0) throw apiError('booking.outside_hours');
    for (const lesson of plan.lessons) checkBookable(hours, lesson.startsAt, request.minutes, now);
    const held = await this.store.hold(
      {
        teacherId: request.teacherId,
        studentId: student.id,
        minutes: request.minutes,
        weeks: request.weeks,
        trial: request.trial,
        studentTimeZone,
        lessons: plan.lessons,
        skippedDays: plan.skippedDays,
        heldUntil: new Date(now.getTime() + BOOKING_HOLD_SECONDS * 1000),
      },
      now,
    );
    return this.bookingOf(held.booking.id);
  }

  /** The student confirms its held booking; 409 `booking.hold_expired` after its minute. */
  async confirm(student: UserRow, bookingId: string): Promise<Booking> {
    const booking = await this.repository.bookingById(bookingId);
    if (!booking || booking.studentId !== student.id) throw apiError('booking.not_found');
    if (booking.status === 'confirmed') return this.bookingOf(bookingId);
    const confirmed = await this.store.confirm(bookingId, this.deps.now());
    if (!confirmed) throw apiError('booking.hold_expired');
    const result = await this.bookingOf(bookingId);
    this.deps.events.emit('lessonsBooked', { lessons: result.lessons });
    return result;
  }

  /** Either side lets go of a booking: a held one is released, a confirmed one cancelled ahead. */
  async cancel(user: UserRow, bookingId: string): Promise<Booking> {
    const booking = await this.repository.bookingById(bookingId);
    if (!booking || (booking.studentId !== user.id && booking.teacherId !== user.id)) {
      throw apiError('booking.not_found');
    }
    const now = this.deps.now();
    const cancelled = await this.store.cancelBooking(bookingId, user.id, now, (lesson) =>
      isLate(lesson, now),
    );
    const result = await this.bookingOf(bookingId);
    const lessons = result.lessons.filter((lesson) => cancelled.includes(lesson.id));
    if (lessons.length > 0)
      this.deps.events.emit('lessonsCancelled', { lessons, byUserId: user.id });
    return result;
  }

  /** The user's own lessons in a window (default: from a running lesson's start, 120 days). */
  async lessons(user: UserRow, from?: Date, to?: Date): Promise<BookedLesson[]> {
    const now = this.deps.now();
    const start = from ?? new Date(now.getTime() - LONGEST_LESSON * MINUTE_MS);
    const end = to ?? new Date(start.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    if (end <= start || end.getTime() - start.getTime() > BOOKING_HORIZON_DAYS * DAY_MS) {
      throw apiError('booking.window_invalid');
    }
    return (await this.repository.lessonsOf(user.id, start, end)).map(toBookedLesson);
  }

  /** A user's lessons as a student and as a Sheikh, counted by outcome (admins read it). */
  attendanceOf(userId: string): Promise<AttendanceCounts> {
    return this.attendance.of(userId, this.deps.now());
  }

  /** The user's own lessons that are over, newest first, for the history. */
  pastLessons(user: UserRow, page: { limit: number; cursor?: string | undefined }) {
    return listPastLessons(this.deps.db, user.id, this.deps.now(), page);
  }

  /** Either side cancels one lesson before it starts; late within LATE_CANCEL_HOURS. */
  async cancelLesson(user: UserRow, lessonId: string): Promise<BookedLesson> {
    const lesson = await this.lessonOf(user, lessonId);
    if (lesson.status === 'cancelled') return toBookedLesson(lesson);
    const now = this.deps.now();
    const late = isLate(lesson, now);
    const cancelled = await this.store.cancelLesson(lessonId, { byUserId: user.id, at: now, late });
    if (!cancelled) throw apiError('booking.lesson_started');
    const result = toBookedLesson((await this.repository.lessonById(lessonId))!);
    this.deps.events.emit('lessonsCancelled', { lessons: [result], byUserId: user.id });
    return result;
  }

  /** Its student moves one lesson to another free slot of the same Sheikh and length. */
  async moveLesson(user: UserRow, lessonId: string, startsAt: Date): Promise<BookedLesson> {
    const lesson = await this.lessonOf(user, lessonId);
    const now = this.deps.now();
    if (lesson.status !== 'booked' || lesson.startsAt <= now) {
      throw apiError('booking.lesson_started');
    }
    const hours = await this.bookableSheikh(user, lesson.teacherId);
    checkBookable(hours, startsAt, lesson.minutes, now);
    const endsAt = new Date(startsAt.getTime() + lesson.minutes * MINUTE_MS);
    const moved = await this.store.move(lessonId, startsAt, endsAt, now);
    if (!moved) throw apiError('booking.lesson_started');
    const result = toBookedLesson((await this.repository.lessonById(lessonId))!);
    this.deps.events.emit('lessonMoved', {
      lesson: result,
      previousStartsAt: lesson.startsAt.toISOString(),
    });
    return result;
  }

  /**
   * The student comes to its lesson: from JOIN_OPENS_MINUTES before the start to its end. The
   * lesson itself then starts through the usual call; this records that the student came.
   */
  async join(user: UserRow, lessonId: string): Promise<BookedLesson> {
    const lesson = await this.lessonOf(user, lessonId);
    if (lesson.studentId !== user.id || lesson.status !== 'booked') {
      throw apiError('booking.lesson_not_found');
    }
    const now = this.deps.now();
    if (now.getTime() < lesson.startsAt.getTime() - JOIN_OPENS_MINUTES * MINUTE_MS) {
      throw apiError('booking.join_not_open');
    }
    if (now >= lesson.endsAt) throw apiError('booking.lesson_over');
    await this.store.noteStudentCalled(lessonId, now);
    return toBookedLesson((await this.repository.lessonById(lessonId))!);
  }

  /**
   * A meeting was accepted: when a booked lesson of its Sheikh and student is in its join
   * window, the meeting is that lesson. Every meeting starts through the call; this only names
   * which booking it kept.
   */
  async linkMeeting(meeting: MeetingRow, studentIds: string[]): Promise<void> {
    if (!meeting.teacherId || studentIds.length !== 1) return;
    const now = this.deps.now();
    const lesson = await this.repository.lessonToLink(meeting.teacherId, studentIds[0]!, now);
    if (lesson) await this.store.linkMeeting(lesson.id, meeting.id, now);
  }

  /**
   * Decides the attendance of the lessons that started ABSENT_AFTER_MINUTES ago: attended when
   * it became a meeting, the Sheikh absent when the student came and no meeting began, else
   * the student absent (and the rest of its time is free again).
   */
  async decideAttendance(): Promise<BookedLesson[]> {
    const decided = await this.store.decideAttendance(
      this.deps.now(),
      ABSENT_AFTER_MINUTES * MINUTE_MS,
    );
    const lessons: BookedLesson[] = [];
    for (const row of decided)
      lessons.push(toBookedLesson((await this.repository.lessonById(row.id))!));
    if (lessons.length > 0) this.deps.events.emit('attendanceDecided', { lessons });
    return lessons;
  }

  /** A lesson of the user's own, either side; 404 for anyone else's. */
  private async lessonOf(user: UserRow, lessonId: string): Promise<NamedLessonRow> {
    const lesson = await this.repository.lessonById(lessonId);
    if (!lesson || (lesson.studentId !== user.id && lesson.teacherId !== user.id)) {
      throw apiError('booking.lesson_not_found');
    }
    return lesson;
  }

  private async bookingOf(bookingId: string): Promise<Booking> {
    const booking = (await this.repository.bookingById(bookingId))!;
    return toBooking(booking, await this.repository.lessonsOfBooking(bookingId));
  }
}

/** The length a request may take: one the Sheikh offers, or the trial's while it is unused. */
function checkLength(hours: Hours, minutes: number, trial: boolean, trialUsed: boolean): void {
  if (!trial) {
    if (!isLessonLength(minutes) || !hours.lessonMinutes.includes(minutes)) {
      throw apiError('booking.length_not_offered');
    }
    return;
  }
  if (hours.trialMinutes === null || hours.trialMinutes !== minutes) {
    throw apiError('booking.length_not_offered');
  }
  if (trialUsed) throw apiError('booking.trial_used');
}

/**
 * A lesson may start here: after the notice (`booking.too_soon`), within the horizon
 * (`booking.too_far`), and on a slot of the Sheikh's hours on its date (`booking.outside_hours`).
 * Whether someone else holds it is the exclusion constraints' to say, as the lesson is written.
 */
function checkBookable(hours: Hours, startsAt: Date, minutes: number, now: Date): void {
  const start = startsAt.getTime();
  const earliest = now.getTime() + hours.noticeMinutes * MINUTE_MS;
  if (start < earliest) throw apiError('booking.too_soon');
  if (start > now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) throw apiError('booking.too_far');
  const end = start + minutes * MINUTE_MS;
  const open = openIntervals(hours, new Date(start - DAY_MS), new Date(end + DAY_MS));
  if (!isFreeSlot(open, [], start, minutes, earliest)) throw apiError('booking.outside_hours');
}

/** Cancelled less than LATE_CANCEL_HOURS before the lesson starts. */
function isLate(lesson: { startsAt: Date }, now: Date): boolean {
  return lesson.startsAt.getTime() - now.getTime() < LATE_CANCEL_HOURS * 60 * MINUTE_MS;
}

declare module 'fastify' {
  interface FastifyInstance {
    bookingService: BookingService;
    bookingEvents: BookingEventHub;
  }
}

/** `app.bookingService`, on the app's clock (tests move it). */
export default fp<{ now?: (() => Date) | undefined }>(
  async (app, options) => {
    const events = new BookingEventHub();
    app.decorate('bookingEvents', events);
    app.addHook('onClose', async () => events.removeAllListeners());
    const service = new BookingService({
      db: app.db,
      events,
      reach: app.studentReach,
      findUser: (id) => app.usersRepository.findById(id),
      now: options.now ?? (() => new Date()),
    });
    app.decorate('bookingService', service);
    const log = app.log.child({ module: 'booking' });
    const linkMeeting = app.meetingEvents.on('meetingCreated', ({ meeting }) => {
      void app.meetingsRepository
        .studentsOf(meeting.id)
        .then((students) =>
          service.linkMeeting(
            meeting,
            students.flatMap((student) => (student.userId ? [student.userId] : [])),
          ),
        )
        .catch((error: unknown) => log.error({ err: error }, 'linking a booked lesson failed'));
    });
    app.addHook('onClose', async () => linkMeeting());
    const attendance = new PeriodicRun(
      'attendance run',
      ATTENDANCE_TICK_MS,
      async () => void (await service.decideAttendance()),
      log,
    );
    attendance.start();
    app.addHook('preClose', () => attendance.stop());
  },
  { name: 'booking-service', dependencies: ['family'] },
);
