import type { FastifyBaseLogger } from 'fastify';
import { PeriodicRun } from '../lib/periodic-run';
import type { WeeklyReport, WeeklyReportFigures } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import type { FamilyRepository } from '../family/family-repository';
import type { HifzRepository } from '../hifz/hifz-repository';
import { weekEndedBefore, type ReportWeek } from '../progress/report-week';
import { weeklyReportOf } from '../progress/weekly-report';
import type { WeeklyReportClaims, WeekToReport } from '../progress/weekly-report-claims';
import type { Notifier } from './notifier';

export interface WeeklyReportSenderOptions {
  db: Db;
  claims: WeeklyReportClaims;
  hifz: HifzRepository;
  family: Pick<FamilyRepository, 'guardiansOf'>;
  notifier: Notifier;
  /** The clock weeks end by (the hifz schedule's; tests move it). */
  now: () => Date;
  log: FastifyBaseLogger;
}

/** How often the run looks for weeks to report: a report comes within this of its turn. */
export const WEEKLY_REPORT_TICK_MS = 60_000;

/**
 * One run reports this many students at most; the next run goes on with the rest, so a large
 * school's Monday is spread over a few minutes rather than held in one long run.
 */
export const WEEKLY_REPORT_BATCH_SIZE = 200;

/** The figures a notification carries, one per line of the record's weekly report. */
const figuresOf = (report: WeeklyReport): WeeklyReportFigures => ({
  lessons: report.lessons,
  sabaqAyat: report.lanes.sabaq.ayat,
  sabqiAyat: report.lanes.sabqi.ayat,
  manzilAyat: report.lanes.manzil.ayat,
  accepted: report.homework.accepted,
  missing: report.homework.missing,
  pagesDue: report.pagesDue,
});

/** Whether the week had anything to tell: pages due alone are the daily reminder's. */
const hasAnything = (report: WeeklyReport): boolean =>
  report.lessons > 0 ||
  Object.values(report.lanes).some((lane) => lane.entries > 0) ||
  report.homework.accepted > 0 ||
  report.homework.missing > 0;

/**
 * The weekly reports (docs/hifz.md#the-weekly-report): during each ISO week in UTC, every
 * active student with something in the week before is sent that week's report
 * (`weeklyReport`), and each of their guardians the same (`childWeeklyReport`), through the
 * notifier and so by each one's switches. Every API process runs it; a claim per student and
 * week lets one of them send it.
 */
export class WeeklyReportSender {
  readonly #loop: PeriodicRun;

  constructor(private readonly options: WeeklyReportSenderOptions) {
    this.#loop = new PeriodicRun(
      'weekly reports run',
      WEEKLY_REPORT_TICK_MS,
      () => this.tick(),
      options.log,
    );
  }

  /** One run: up to one batch of the students whose last week is still to be reported. */
  async tick(): Promise<void> {
    const { claims, log } = this.options;
    const now = this.options.now();
    const week = weekEndedBefore(now);
    for (const student of await claims.unclaimed(week, WEEKLY_REPORT_BATCH_SIZE)) {
      // One student's failure does not hold up the others.
      await this.#send(student, week, now).catch((error: unknown) =>
        log.error({ err: error, studentId: student.studentId }, 'weekly report failed'),
      );
    }
  }

  /** Runs `tick` every WEEKLY_REPORT_TICK_MS until `stop`; a run never overlaps the last. */
  start(): void {
    this.#loop.start();
  }

  /** Stops the loop and waits for a run in flight, so none writes into a closed database. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  async #send({ studentId, name }: WeekToReport, week: ReportWeek, now: Date): Promise<void> {
    const { db, claims, hifz, family, notifier } = this.options;
    // The week is claimed before anything is sent: a failure after the claim loses that week's
    // report, where the other order could send it twice.
    if (!(await claims.claim(studentId, week, now))) return;
    const report = await weeklyReportOf(db, hifz, studentId, week.ends);
    if (!hasAnything(report)) return;
    const figures = figuresOf(report);
    await notifier.notify(studentId, 'weeklyReport', figures);
    const guardians = await family.guardiansOf(studentId);
    await Promise.all(
      guardians.map((guardian) =>
        notifier.notify(guardian.id, 'childWeeklyReport', {
          ...figures,
          childId: studentId,
          childName: name,
        }),
      ),
    );
  }
}
