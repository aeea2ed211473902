import {
  homeworkAudioPath,
  type Homework,
  type HomeworkMark,
  type HomeworkSubmission,
} from '@app/shared/protocol';
import { toAyahRange } from '../hifz/quran-ranges';
import { statusOf } from './homework-rules';
import type { HomeworkMarkRow, HomeworkRow, SubmissionRow } from './homework-tables';
import { portionOf, rangeOf } from '../hifz/portion-columns';

// Rows as the API returns them.

export const toHomeworkMark = (row: HomeworkMarkRow): HomeworkMark => ({
  id: row.id,
  submissionId: row.submissionId,
  atMs: row.atMs,
  surah: row.surah,
  ayah: row.ayah,
  word: row.word,
  kind: row.kind,
  subRule: row.subRule,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** A submission as a reader sees it: its audio's path only for one who may hear it. */
export const toSubmission = (
  row: SubmissionRow,
  marks: readonly HomeworkMarkRow[],
  mayHear: boolean,
): HomeworkSubmission => ({
  id: row.id,
  homeworkId: row.homeworkId,
  attempt: row.attempt,
  status: row.status,
  audioType: row.audioType,
  bytes: row.bytes,
  durationMs: row.durationMs,
  submittedAt: row.submittedAt.toISOString(),
  audioPath:
    mayHear && row.audioDeletedAt === null ? homeworkAudioPath(row.homeworkId, row.id) : null,
  audioDeletedAt: row.audioDeletedAt?.toISOString() ?? null,
  grade: row.grade,
  reviewNote: row.reviewNote,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  marks: marks.map(toHomeworkMark),
});

/** A homework with its recordings (in the order they were sent), its status read at `now`. */
export const toHomework = (
  row: HomeworkRow,
  teacherName: string | null,
  submissions: HomeworkSubmission[],
  now: Date,
): Homework => ({
  id: row.id,
  meetingId: row.meetingId,
  studentId: row.studentId,
  teacherId: row.teacherId,
  teacherName,
  portion: portionOf(row),
  range: toAyahRange(rangeOf(row)),
  note: row.note,
  dueAt: row.dueAt.toISOString(),
  status: statusOf(row.state, row.dueAt, now),
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  submissions,
});
