import { lockUserRow } from '../db/user-lock';
import { and, count, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  HOMEWORK_MARKS_MAX,
  HOMEWORK_OPEN_MAX,
  HOMEWORK_SUBMISSIONS_MAX,
  type HomeworkAudioType,
  type HomeworkReview,
  type MarkSubRule,
  type NewHomeworkMark,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { apiError } from '../lib/http-error';
import { uuidv7 } from '../lib/uuidv7';
import type { RetentionCutoffs } from './audio-retention';
import {
  homeworkAssignments,
  homeworkMarks,
  homeworkSubmissions,
  type HomeworkMarkRow,
  type HomeworkRow,
  type SubmissionRow,
} from './homework-tables';
import type { PortionColumns } from '../hifz/portion-columns';

/** A new homework, its portion worked out and its due date checked. */
export interface HomeworkToWrite extends PortionColumns {
  meetingId: string;
  studentId: string;
  teacherId: string;
  note: string | null;
  dueAt: Date;
}

/** A whole recording, received and waiting in its `.part` file. */
export interface SubmissionToWrite {
  id: string;
  homeworkId: string;
  audioType: HomeworkAudioType;
  bytes: number;
  durationMs: number;
}

/** Recordings whose audio the sweep deletes in one run; the rest wait for the next. */
const EXPIRED_PER_RUN = 500;

/**
 * Every write of homework: assignments, recordings, their marks and reviews, and the audio's
 * retention. Private to the homework service. Each write that counts or changes a state runs
 * in one transaction holding the row it counts under, so two requests at once cannot both
 * take the last place or both review one recording.
 */
export class HomeworkStore {
  constructor(private readonly db: Db) {}

  /** Counted under the student's row: at most HOMEWORK_OPEN_MAX open per student and Sheikh. */
  async addHomework(homework: HomeworkToWrite, now: Date): Promise<HomeworkRow> {
    return this.db.transaction(async (tx) => {
      await lockUserRow(tx, homework.studentId);
      const [open] = await tx
        .select({ n: count() })
        .from(homeworkAssignments)
        .where(
          and(
            eq(homeworkAssignments.studentId, homework.studentId),
            eq(homeworkAssignments.teacherId, homework.teacherId),
            ne(homeworkAssignments.state, 'accepted'),
          ),
        );
      if ((open?.n ?? 0) >= HOMEWORK_OPEN_MAX) throw apiError('homework.too_many_open');
      const [row] = await tx
        .insert(homeworkAssignments)
        .values({ id: uuidv7(), ...homework, state: 'assigned', createdAt: now })
        .returning();
      return row!;
    });
  }

  /**
   * Stores a whole recording under the homework's row: the one waiting for review (if any) is
   * replaced by it, and the homework waits for review. `place` gives the file its final name
   * inside the transaction, so a failure there leaves no row. Null when a submission with this
   * id already exists (a retry that raced its first attempt): the caller answers that one.
   */
  async addSubmission(
    submission: SubmissionToWrite,
    now: Date,
    place: () => Promise<void>,
  ): Promise<SubmissionRow | null> {
    return this.db.transaction(async (tx) => {
      const [homework] = await tx
        .select({ state: homeworkAssignments.state })
        .from(homeworkAssignments)
        .where(eq(homeworkAssignments.id, submission.homeworkId))
        .for('update');
      if (!homework) throw apiError('homework.not_found');
      if (homework.state === 'accepted') throw apiError('homework.accepted');
      const [sent] = await tx
        .select({ n: count() })
        .from(homeworkSubmissions)
        .where(eq(homeworkSubmissions.homeworkId, submission.homeworkId));
      const attempts = sent?.n ?? 0;
      if (attempts >= HOMEWORK_SUBMISSIONS_MAX) throw apiError('homework.too_many_submissions');
      const [row] = await tx
        .insert(homeworkSubmissions)
        .values({ ...submission, attempt: attempts + 1, status: 'submitted', submittedAt: now })
        .onConflictDoNothing({ target: homeworkSubmissions.id })
        .returning();
      if (!row) return null;
      await tx
        .update(homeworkSubmissions)
        .set({ status: 'replaced', supersededAt: now })
        .where(
          and(
            eq(homeworkSubmissions.homeworkId, submission.homeworkId),
            eq(homeworkSubmissions.status, 'submitted'),
            ne(homeworkSubmissions.id, row.id),
          ),
        );
      await tx
        .update(homeworkAssignments)
        .set({ state: 'submitted' })
        .where(eq(homeworkAssignments.id, submission.homeworkId));
      await place();
      return row;
    });
  }

  /** A mark on a recording waiting for review; at most HOMEWORK_MARKS_MAX on one. */
  async addMark(
    submissionId: string,
    teacherId: string,
    input: NewHomeworkMark,
    subRule: MarkSubRule | null,
    now: Date,
  ): Promise<HomeworkMarkRow> {
    return this.db.transaction(async (tx) => {
      await lockAwaitingReview(tx, submissionId);
      const [marked] = await tx
        .select({ n: count() })
        .from(homeworkMarks)
        .where(eq(homeworkMarks.submissionId, submissionId));
      if ((marked?.n ?? 0) >= HOMEWORK_MARKS_MAX) throw apiError('homework.too_many_marks');
      const [row] = await tx
        .insert(homeworkMarks)
        .values({
          id: uuidv7(),
          submissionId,
          teacherId,
          atMs: input.atMs,
          surah: input.surah,
          ayah: input.ayah,
          word: input.word,
          kind: input.kind,
          subRule,
          note: input.note?.trim() || null,
          createdAt: now,
        })
        .returning();
      return row!;
    });
  }

  /** False when the recording has no such mark. A reviewed recording keeps its marks. */
  async removeMark(submissionId: string, markId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockAwaitingReview(tx, submissionId);
      const removed = await tx
        .delete(homeworkMarks)
        .where(and(eq(homeworkMarks.submissionId, submissionId), eq(homeworkMarks.id, markId)))
        .returning({ id: homeworkMarks.id });
      return removed.length > 0;
    });
  }

  /**
   * The Sheikh's review of the recording waiting for it, under the homework's row: accepted,
   * the homework is done; sent back, the homework waits for a new recording and this one's
   * retention starts.
   */
  async review(
    homeworkId: string,
    submissionId: string,
    review: HomeworkReview,
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .select({ id: homeworkAssignments.id })
        .from(homeworkAssignments)
        .where(eq(homeworkAssignments.id, homeworkId))
        .for('update');
      const accepted = review.outcome === 'accept';
      const reviewed = await tx
        .update(homeworkSubmissions)
        .set({
          status: accepted ? 'accepted' : 'needs_resubmission',
          grade: review.grade,
          reviewNote: review.note?.trim() || null,
          reviewedAt: now,
          supersededAt: accepted ? null : now,
        })
        .where(
          and(
            eq(homeworkSubmissions.id, submissionId),
            eq(homeworkSubmissions.homeworkId, homeworkId),
            eq(homeworkSubmissions.status, 'submitted'),
          ),
        )
        .returning({ id: homeworkSubmissions.id });
      if (reviewed.length === 0) throw apiError('homework.not_awaiting_review');
      await tx
        .update(homeworkAssignments)
        .set(accepted ? { state: 'accepted', acceptedAt: now } : { state: 'needs_resubmission' })
        .where(eq(homeworkAssignments.id, homeworkId));
    });
  }

  /**
   * Marks as deleted the audio whose retention has run out (docs/hifz.md#recited-homework) and
   * answers those recordings, for their files to go. The row says so first: a file left behind
   * by a crash in between is a leftover the next sweep removes.
   */
  async expireAudio(
    cutoffs: RetentionCutoffs,
    now: Date,
  ): Promise<{ id: string; audioType: HomeworkAudioType }[]> {
    const acceptedLongAgo = this.db
      .select({ id: homeworkAssignments.id })
      .from(homeworkAssignments)
      .where(lt(homeworkAssignments.acceptedAt, cutoffs.acceptedBefore));
    const expired = this.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .where(
        and(
          isNull(homeworkSubmissions.audioDeletedAt),
          or(
            inArray(homeworkSubmissions.homeworkId, acceptedLongAgo),
            lt(homeworkSubmissions.supersededAt, cutoffs.supersededBefore),
            lt(homeworkSubmissions.submittedAt, cutoffs.submittedBefore),
          ),
        ),
      )
      .limit(EXPIRED_PER_RUN);
    return this.db
      .update(homeworkSubmissions)
      .set({ audioDeletedAt: now })
      .where(
        and(inArray(homeworkSubmissions.id, expired), isNull(homeworkSubmissions.audioDeletedAt)),
      )
      .returning({ id: homeworkSubmissions.id, audioType: homeworkSubmissions.audioType });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Holds a recording's row; 409 unless it is waiting for its review (a reviewed one is fixed). */
async function lockAwaitingReview(tx: Tx, submissionId: string): Promise<void> {
  const [row] = await tx
    .select({ status: homeworkSubmissions.status })
    .from(homeworkSubmissions)
    .where(eq(homeworkSubmissions.id, submissionId))
    .for('update');
  if (!row) throw apiError('homework.submission_not_found');
  if (row.status !== 'submitted') throw apiError('homework.not_awaiting_review');
}
