import type { FastifyBaseLogger } from 'fastify';
import { PeriodicRun } from '../lib/periodic-run';
import {
  LESSON_REMINDER_DAY_MINUTES,
  LESSON_REMINDER_SOON_MINUTES,
  type LessonReminderKind,
} from '@app/shared/protocol';
import type { LessonReminderStore, LessonToRemind } from '../booking/lesson-reminder-store';
import type { Notifier } from './notifier';

export interface LessonReminderSenderOptions {
  store: LessonReminderStore;
  notifier: Notifier;
  /** The clock lessons are reminded by (the booking clock; tests move it). */
  now: () => Date;
  log: FastifyBaseLogger;
}

/** How often the run looks for reminders due: a reminder comes within this of its time. */
export const LESSON_REMINDER_TICK_MS = 60_000;

const MINUTE_MS = 60_000;
const WINDOWS = {
  dayMs: LESSON_REMINDER_DAY_MINUTES * MINUTE_MS,
  soonMs: LESSON_REMINDER_SOON_MINUTES * MINUTE_MS,
};

// One run reads the lessons due in batches of this many, and at most this many batches; what
// is left waits for the next run.
const BATCH_SIZE = 200;
const MAX_BATCHES = 20;

/** Which reminder a lesson the store found due is owed: the last one once it is that close. */
const kindOf = (lesson: LessonToRemind, now: Date): LessonReminderKind =>
  lesson.startsAt.getTime() - now.getTime() <= WINDOWS.soonMs ? 'soon' : 'day';

/**
 * The reminders of booked lessons (docs/booking.md#reminders-and-notices): every minute, each
 * booked lesson a day away (booked more than a day ahead) or 15 minutes away is claimed for
 * that reminder and its two sides are told (`lessonReminder`), each on their own clock, through
 * the notifier and so by their switches. Nothing is held in memory: the schedule is the
 * lessons' rows, so a restart loses nothing, and every API process runs it while the claim
 * lets one of them send each reminder.
 */
export class LessonReminderSender {
  readonly #loop: PeriodicRun;

  constructor(private readonly options: LessonReminderSenderOptions) {
    this.#loop = new PeriodicRun(
      'lesson reminders run',
      LESSON_REMINDER_TICK_MS,
      () => this.tick(),
      options.log,
    );
  }

  /** One run over every reminder due by the clock (the loop's, or a test's that moved it). */
  async tick(): Promise<void> {
    const { store, log } = this.options;
    const now = this.options.now();
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const due = await store.due(now, WINDOWS, BATCH_SIZE);
      for (const lesson of due) {
        // One lesson's failure does not hold up the others.
        await this.#remind(lesson, now).catch((error: unknown) =>
          log.error({ err: error, lessonId: lesson.id }, 'lesson reminder failed'),
        );
      }
      if (due.length < BATCH_SIZE) return;
    }
  }

  /** Runs `tick` every LESSON_REMINDER_TICK_MS until `stop`; a run never overlaps the last. */
  start(): void {
    this.#loop.start();
  }

  /** Stops the loop and waits for a run in flight, so none writes into a closed database. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  async #remind(lesson: LessonToRemind, now: Date): Promise<void> {
    const { store, notifier } = this.options;
    const before = kindOf(lesson, now);
    // Claimed before anything is sent: a failure after the claim loses this reminder, where
    // the other order could send it twice.
    if (!(await store.claim(lesson.id, before, lesson.startsAt))) return;
    const about = { lessonId: lesson.id, before, startsAt: lesson.startsAt.toISOString() };
    await Promise.all([
      notifier.notify(lesson.studentId, 'lessonReminder', {
        ...about,
        name: lesson.teacherName,
        timeZone: lesson.studentTimeZone,
      }),
      notifier.notify(lesson.teacherId, 'lessonReminder', {
        ...about,
        name: lesson.studentName,
        timeZone: lesson.teacherTimeZone,
      }),
    ]);
  }
}
