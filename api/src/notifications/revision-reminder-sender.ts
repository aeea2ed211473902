import type { FastifyBaseLogger } from 'fastify';
import { PeriodicRun } from '../lib/periodic-run';
import type { HifzRepository } from '../hifz/hifz-repository';
import type { RevisionRemindersRepository } from '../hifz/reminder-repository';
import { turnAt } from '../hifz/reminder-schedule';
import type { RevisionReminderRow } from '../hifz/reminder-tables';
import type { Notifier } from './notifier';

export interface RevisionReminderSenderOptions {
  reminders: RevisionRemindersRepository;
  hifz: HifzRepository;
  notifier: Notifier;
  /** The clock reminders are due by (the hifz schedule's; tests move it). */
  now: () => Date;
  log: FastifyBaseLogger;
}

/** How often the run looks for reminders due: a reminder comes within this of its time. */
export const REVISION_REMINDER_TICK_MS = 60_000;

// One run reads the reminders due in batches of this many, and at most this many batches; what
// is left waits for the next run.
const BATCH_SIZE = 200;
const MAX_BATCHES = 50;

/**
 * The daily revision reminders (docs/product.md#daily-revision-reminder): every minute, each
 * reminder whose time of day has come on a local day not yet handled claims that day and, when
 * memorised pages are due before the day ends, notifies its student (`revisionDue`) through the
 * notifier, and so by its switches. Every API process runs it; the claim lets one of them remind.
 */
export class RevisionReminderSender {
  readonly #loop: PeriodicRun;

  constructor(private readonly options: RevisionReminderSenderOptions) {
    this.#loop = new PeriodicRun(
      'revision reminders run',
      REVISION_REMINDER_TICK_MS,
      () => this.tick(),
      options.log,
    );
  }

  /** One run over every reminder due by the clock (the loop's, or a test's that moved it). */
  async tick(): Promise<void> {
    const { reminders, log } = this.options;
    const now = this.options.now();
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const due = await reminders.dueBy(now, BATCH_SIZE);
      for (const reminder of due) {
        // One student's failure (a zone this Intl no longer knows) does not hold up the others.
        await this.#take(reminder, now).catch((error: unknown) =>
          log.error({ err: error, studentId: reminder.studentId }, 'revision reminder failed'),
        );
      }
      if (due.length < BATCH_SIZE) return;
    }
  }

  /** Runs `tick` every REVISION_REMINDER_TICK_MS until `stop`; a run never overlaps the last. */
  start(): void {
    this.#loop.start();
  }

  /** Stops the loop and waits for a run in flight, so none writes into a closed database. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  async #take(reminder: RevisionReminderRow, now: Date): Promise<void> {
    const { reminders, hifz, notifier } = this.options;
    const turn = turnAt(reminder, now);
    if (!turn.remind) return reminders.postpone(reminder, turn.nextAt);
    // The day is claimed before anything is sent: a failure after the claim loses that day's
    // reminder, where the other order could send it twice.
    if (!(await reminders.claimDay(reminder.studentId, turn.day, turn.nextAt, now))) return;
    const pages = await hifz.duePageCount(reminder.studentId, turn.dayEnds, now);
    if (pages > 0) await notifier.notify(reminder.studentId, 'revisionDue', { pages });
  }
}
