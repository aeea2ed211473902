import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import {
  HOMEWORK_SUBMISSIONS_MAX,
  type Homework,
  type HifzGrade,
  type HomeworkAudioType,
  type HomeworkMark,
  type HomeworkReview,
  type HomeworkSubmission,
  type MarkSubRule,
  type NewHomework,
  type NewHomeworkMark,
  type WaitingHomework,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import type { MeetingRow, UserRow } from '../db/schema';
import { PeriodicRun } from '../lib/periodic-run';
import { apiError } from '../lib/http-error';
import { refuseContactDetails } from '../safety/contact-guard';
import { AudioFiles } from './audio-files';
import { receiveAudio } from './audio-intake';
import { retentionCutoffs } from './audio-retention';
import { mayHear } from './homework-access';
import { HomeworkRepository } from './homework-repository';
import { toHomework, toHomeworkMark } from './homework-rows';
import { checkDueAt } from './homework-rules';
import { HomeworkStore } from './homework-store';
import type { HomeworkRow, SubmissionRow } from './homework-tables';
import { rangeOf, toColumns } from '../hifz/portion-columns';
import type { IdRange } from '../hifz/quran-ranges';
import { HomeworkEventHub } from './homework-events';

/** A recording as it arrives: its format and length as the client says, and the body. */
export interface Upload {
  type: HomeworkAudioType;
  durationMs: number;
  body: Readable;
}

/** Who turns an accepted recitation's grade into the revision schedule (the hifz service). */
export interface RecitationGrader {
  gradeRecited(studentId: string, recited: IdRange, grade: HifzGrade): Promise<void>;
}

/** Recordings whose rows the leftovers sweep asks about at once. */
const IDS_PER_QUERY = 500;

/**
 * The one writer of recited homework (its store is private to it): assignments, the
 * recordings on disk and their rows, marks, reviews, and the deletion of audio whose retention
 * ran out. The clock is injected, so due dates, lateness and retention can be tested.
 */
export class HomeworkService {
  readonly #store: HomeworkStore;
  readonly #repository: HomeworkRepository;

  constructor(
    private readonly db: Db,
    private readonly files: AudioFiles,
    private readonly grader: RecitationGrader,
    private readonly events: HomeworkEventHub,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#store = new HomeworkStore(db);
    this.#repository = new HomeworkRepository(db);
  }

  /** Sets one student of a lesson a portion to recite (the caller checked who may). */
  async set(
    meeting: MeetingRow,
    teacher: { id: string; name: string },
    studentId: string,
    input: NewHomework,
  ): Promise<Homework> {
    const now = this.now();
    const dueAt = new Date(input.dueAt);
    checkDueAt(dueAt, now);
    await refuseContactDetails(
      this.db,
      { meetingId: meeting.id, userId: teacher.id },
      { note: input.note },
    );
    const row = await this.#store.addHomework(
      {
        ...toColumns(input.portion),
        meetingId: meeting.id,
        studentId,
        teacherId: teacher.id,
        note: input.note || null,
        dueAt,
      },
      now,
    );
    return toHomework(row, teacher.name, [], now);
  }

  /** A student's homework as `reader` sees it (the caller checked the reader may). */
  listOf(studentId: string, reader: UserRow): Promise<Homework[]> {
    return this.#repository.listOf(studentId, (homework) => mayHear(homework, reader), this.now());
  }

  /** The recordings waiting for this Sheikh's review. */
  waitingFor(teacherId: string): Promise<WaitingHomework[]> {
    return this.#repository.waitingFor(teacherId, this.now());
  }

  /**
   * Stores the student's recording (the caller checked it is theirs). Idempotent by the
   * client's submission id: a submission already stored is answered as it is, without reading
   * the body again; otherwise the body is streamed to a file of this attempt's own, which
   * takes the recording's name only when whole and with its row. A dropped connection leaves
   * nothing, and the retry starts afresh.
   */
  async submit(
    homework: HomeworkRow,
    submissionId: string,
    upload: Upload,
  ): Promise<HomeworkSubmission> {
    const stored = await this.#repository.findSubmission(submissionId);
    if (stored) return this.#answerStored(homework, stored);
    // Checked again under the homework's row; here so a refused upload is not read first.
    if (homework.state === 'accepted') throw apiError('homework.accepted');
    if ((await this.#repository.submissionCount(homework.id)) >= HOMEWORK_SUBMISSIONS_MAX) {
      throw apiError('homework.too_many_submissions');
    }
    const part = this.files.partPathOf(submissionId);
    try {
      const bytes = await receiveAudio(upload.body, upload.type, part);
      let placed = false;
      const submission = {
        id: submissionId,
        homeworkId: homework.id,
        audioType: upload.type,
        bytes,
        durationMs: upload.durationMs,
      };
      const row = await this.#store
        .addSubmission(submission, this.now(), async () => {
          await this.files.place(part, submissionId, upload.type);
          placed = true;
        })
        .catch(async (error: unknown) => {
          // The row was rolled back: its file must not outlive it.
          if (placed) await this.files.remove(submissionId, upload.type);
          throw error;
        });
      if (row) {
        if (homework.teacherId) {
          this.events.emit('recordingSent', {
            homeworkId: homework.id,
            teacherId: homework.teacherId,
            studentId: homework.studentId,
            attempt: row.attempt,
          });
        }
        return this.#repository.submissionView(row, true);
      }
      // Another attempt with the same id stored it meanwhile.
      const raced = await this.#repository.findSubmission(submissionId);
      if (!raced) throw apiError('homework.submission_not_found');
      return this.#answerStored(homework, raced);
    } finally {
      await this.files.removePart(part);
    }
  }

  /** Marks a word of a recording waiting for review (the caller checked the mark's rules). */
  async addMark(
    submission: SubmissionRow,
    teacherId: string,
    input: NewHomeworkMark,
    subRule: MarkSubRule | null,
  ): Promise<HomeworkMark> {
    const row = await this.#store.addMark(submission.id, teacherId, input, subRule, this.now());
    return toHomeworkMark(row);
  }

  /** False when the recording has no such mark. */
  removeMark(submission: SubmissionRow, markId: string): Promise<boolean> {
    return this.#store.removeMark(submission.id, markId);
  }

  /** Grades the recording waiting for review and accepts it or sends it back. */
  async review(
    homework: HomeworkRow,
    submission: SubmissionRow,
    input: HomeworkReview,
    reader: UserRow,
  ): Promise<Homework> {
    const now = this.now();
    await this.#store.review(homework.id, submission.id, input, now);
    // What the Sheikh heard recited well or weakly counts for its pages' revision, as in a lesson.
    if (input.outcome === 'accept') {
      await this.grader.gradeRecited(homework.studentId, rangeOf(homework), input.grade);
    }
    const view = await this.#repository.homeworkView(
      homework.id,
      (row) => mayHear(row, reader),
      now,
    );
    if (!view) throw apiError('homework.not_found');
    return view;
  }

  /** Where a kept recording's file is. */
  audioFileOf(submission: SubmissionRow): string {
    return this.files.pathOf(submission.id, submission.audioType);
  }

  /**
   * Deletes the audio whose retention ran out (the rows say so first), then the leftovers a
   * day old: half uploads of interrupted requests, and recordings whose row is gone or says
   * their audio is.
   */
  async sweepAudio(): Promise<void> {
    const now = this.now();
    const cutoffs = retentionCutoffs(now);
    for (const expired of await this.#store.expireAudio(cutoffs, now)) {
      await this.files.remove(expired.id, expired.audioType);
    }
    const old = await this.files.olderThan(cutoffs.leftoverBefore);
    const recordings = old.flatMap((file) => (file.kind === 'recording' ? [file.id] : []));
    const kept = new Set<string>();
    for (let start = 0; start < recordings.length; start += IDS_PER_QUERY) {
      const batch = recordings.slice(start, start + IDS_PER_QUERY);
      for (const id of await this.#repository.keptAudio(batch)) kept.add(id);
    }
    for (const file of old) {
      if (file.kind === 'part' || !kept.has(file.id)) await this.files.removeNamed(file.name);
    }
  }

  /** A retry's answer: the submission as stored, if it is this homework's. */
  #answerStored(homework: HomeworkRow, stored: SubmissionRow): Promise<HomeworkSubmission> {
    if (stored.homeworkId !== homework.id) throw apiError('homework.submission_id_taken');
    return this.#repository.submissionView(stored, true);
  }
}

/** How often recordings past their retention are looked for. */
const AUDIO_SWEEP_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    homeworkService: HomeworkService;
    homeworkRepository: HomeworkRepository;
    homeworkEvents: HomeworkEventHub;
  }
}

export interface HomeworkPluginOptions {
  /** The clock due dates, lateness and retention read (tests move it). */
  now?: () => Date;
}

export default fp<HomeworkPluginOptions>(
  async (app, options) => {
    const files = new AudioFiles(path.join(app.config.DATA_DIR, 'homework'));
    const events = new HomeworkEventHub();
    const service = new HomeworkService(app.db, files, app.hifzService, events, options.now);
    app.decorate('homeworkEvents', events);
    app.addHook('onClose', async () => events.removeAllListeners());
    app.decorate('homeworkService', service);
    app.decorate('homeworkRepository', new HomeworkRepository(app.db));
    // Every API process may sweep: a recording's row is marked before its file goes, by one.
    const sweep = new PeriodicRun(
      'recordings sweep',
      AUDIO_SWEEP_MS,
      () => service.sweepAudio(),
      app.log.child({ module: 'homework' }),
    );
    sweep.start();
    app.addHook('preClose', () => sweep.stop());
  },
  { name: 'homework-service', dependencies: ['db', 'hifz-service'] },
);
