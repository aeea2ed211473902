import {
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HOMEWORK_AUDIO_TYPES,
  HOMEWORK_STATES,
  MEMORISATION_SLIPS,
  SUBMISSION_STATUSES,
  TAJWEED_RULES,
} from '@app/shared/protocol';
import { meetings, users } from '../db/schema';
import { markKindEnum } from '../classroom/classroom-tables';
import { hifzGradeEnum, portionColumns } from '../hifz/hifz-tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const homeworkStateEnum = pgEnum('homework_state', HOMEWORK_STATES);
export const submissionStatusEnum = pgEnum('homework_submission_status', SUBMISSION_STATUSES);

/** A portion the Sheikh set a student in a lesson, to recite by a due date. */
export const homeworkAssignments = pgTable(
  'homework_assignments',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Sheikh who set it, the only one who reviews it; null once the account is gone.
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    ...portionColumns(),
    note: text('note'),
    dueAt: at('due_at').notNull(),
    // `late` is not a state: it is read from the due date and the clock.
    state: homeworkStateEnum('state').notNull(),
    createdAt: at('created_at').notNull(),
    // When it was accepted: its recordings' retention counts from here.
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    index('homework_assignments_student_created_idx').on(t.studentId, t.createdAt),
    index('homework_assignments_open_idx').on(t.studentId, t.teacherId, t.state),
    // The Sheikh's list of recordings waiting for review.
    index('homework_assignments_teacher_state_idx').on(t.teacherId, t.state),
  ],
);

/**
 * One recording sent for a homework. Its id is the client's, so a retry after a dropped
 * connection names the same submission; the audio is a file under DATA_DIR/homework named by
 * that id (audio-files.ts).
 */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: uuid('id').primaryKey(),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworkAssignments.id, { onDelete: 'cascade' }),
    // 1 for the homework's first recording, then 2...: their order, whatever the clock says.
    attempt: smallint('attempt').notNull(),
    status: submissionStatusEnum('status').notNull(),
    audioType: text('audio_type', { enum: HOMEWORK_AUDIO_TYPES }).notNull(),
    bytes: integer('bytes').notNull(),
    // As the recorder measured it: marks may not lie past it.
    durationMs: integer('duration_ms').notNull(),
    submittedAt: at('submitted_at').notNull(),
    grade: hifzGradeEnum('grade'),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    // When a newer recording took its place (sent back, or replaced before its review): its
    // retention counts from here.
    supersededAt: at('superseded_at'),
    // When its audio was deleted; the row, its review and marks stay.
    audioDeletedAt: at('audio_deleted_at'),
  },
  (t) => [uniqueIndex('homework_submissions_attempt_idx').on(t.homeworkId, t.attempt)],
);

/** A word the Sheikh marked in a recording, at the time it is heard. */
export const homeworkMarks = pgTable(
  'homework_marks',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => homeworkSubmissions.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    atMs: integer('at_ms').notNull(),
    surah: smallint('surah').notNull(),
    ayah: smallint('ayah').notNull(),
    word: smallint('word').notNull(),
    kind: markKindEnum('kind').notNull(),
    subRule: text('sub_rule', { enum: [...TAJWEED_RULES, ...MEMORISATION_SLIPS] }),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('homework_marks_submission_idx').on(t.submissionId, t.atMs)],
);

export type HomeworkRow = typeof homeworkAssignments.$inferSelect;
export type SubmissionRow = typeof homeworkSubmissions.$inferSelect;
export type HomeworkMarkRow = typeof homeworkMarks.$inferSelect;
