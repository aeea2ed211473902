import type { BookedLesson } from '@app/shared/protocol';
import type { LessonReminderStore } from '../booking/lesson-reminder-store';
import type { UsersRepository } from '../users/users-repository';
import type { Notifier } from './notifier';

interface LessonNoticesDeps {
  zones: Pick<LessonReminderStore, 'zonesOf'>;
  users: Pick<UsersRepository, 'findById'>;
  notifier: Notifier;
}

const byStart = (lessons: readonly BookedLesson[]) =>
  [...lessons].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

/**
 * What the booking events tell the other side (docs/booking.md#reminders-and-notices): the
 * Sheikh of a new booking and of a moved lesson, and whoever did not cancel of cancelled ones.
 * Each text carries the recipient's zone: the Sheikh's hours', or the one the student booked in.
 */
export class LessonNotices {
  constructor(private readonly deps: LessonNoticesDeps) {}

  /** A student confirmed a booking: its Sheikh hears how many lessons, and the first. */
  async booked(lessons: readonly BookedLesson[]): Promise<void> {
    const [first] = byStart(lessons);
    if (!first) return;
    const zones = await this.deps.zones.zonesOf(first.bookingId);
    if (!zones) return;
    await this.deps.notifier.notify(first.teacherId, 'lessonsBooked', {
      bookingId: first.bookingId,
      studentId: first.studentId,
      studentName: first.studentName,
      count: lessons.length,
      startsAt: first.startsAt,
      timeZone: zones.teacher,
    });
  }

  /**
   * Lessons were cancelled (one, or the rest of a series): the other side of each hears once
   * per booking, with how many and the first. Only a lesson's two sides cancel it.
   */
  async cancelled(lessons: readonly BookedLesson[], byUserId: string): Promise<void> {
    const groups = new Map<string, BookedLesson[]>();
    for (const lesson of byStart(lessons)) {
      const key = `${lesson.bookingId}:${lesson.teacherId === byUserId ? 'student' : 'teacher'}`;
      groups.set(key, [...(groups.get(key) ?? []), lesson]);
    }
    for (const group of groups.values()) await this.#tellCancelled(group, byUserId);
  }

  async #tellCancelled(lessons: BookedLesson[], byUserId: string): Promise<void> {
    const first = lessons[0]!;
    const zones = await this.deps.zones.zonesOf(first.bookingId);
    if (!zones) return;
    const about = { bookingId: first.bookingId, count: lessons.length, startsAt: first.startsAt };
    if (first.teacherId === byUserId) {
      // The Sheikh's gender, when the profile gives one, lets an Arabic verb agree.
      const gender = (await this.deps.users.findById(first.teacherId))?.gender;
      await this.deps.notifier.notify(first.studentId, 'lessonCancelled', {
        ...about,
        name: first.teacherName,
        timeZone: zones.student,
        ...(gender ? { teacherGender: gender } : {}),
      });
    } else {
      await this.deps.notifier.notify(first.teacherId, 'lessonCancelled', {
        ...about,
        name: first.studentName,
        timeZone: zones.teacher,
      });
    }
  }

  /** The student moved a lesson: its Sheikh hears from when to when. */
  async moved(lesson: BookedLesson, previousStartsAt: string): Promise<void> {
    const zones = await this.deps.zones.zonesOf(lesson.bookingId);
    if (!zones) return;
    await this.deps.notifier.notify(lesson.teacherId, 'lessonMoved', {
      lessonId: lesson.id,
      studentId: lesson.studentId,
      studentName: lesson.studentName,
      previousStartsAt,
      startsAt: lesson.startsAt,
      timeZone: zones.teacher,
    });
  }
}
