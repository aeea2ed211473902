import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MARK_KINDS, SURAH_STATUSES } from '@app/shared/protocol';
import { meetings, users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const markKindEnum = pgEnum('mark_kind', MARK_KINDS);
export const surahStatusEnum = pgEnum('surah_status', SURAH_STATUSES);

/** A mistake the teacher marked on one word of a student's recitation in a session. */
export const mistakeMarks = pgTable(
  'mistake_marks',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    surah: smallint('surah').notNull(),
    ayah: smallint('ayah').notNull(),
    word: smallint('word').notNull(),
    kind: markKindEnum('kind').notNull(),
    subRule: text('sub_rule'),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('mistake_marks_student_created_idx').on(t.studentId, t.createdAt),
    index('mistake_marks_meeting_idx').on(t.meetingId),
  ],
);

/** The teacher's summary of a session and the next assignment: one per session. */
export const lessonNotes = pgTable('lesson_notes', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
  summary: text('summary').notNull(),
  homework: text('homework').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A student's memorisation of one surah, as a teacher last set it. */
export const surahProgress = pgTable(
  'surah_progress',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surah: smallint('surah').notNull(),
    status: surahStatusEnum('status').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.surah] })],
);

/** The shared mushaf of a session: the page both sides see, the highlight and the lock. */
export const classroomStates = pgTable('classroom_states', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  page: smallint('page').notNull(),
  highlightSurah: smallint('highlight_surah'),
  highlightAyah: smallint('highlight_ayah'),
  locked: boolean('locked').notNull().default(false),
  // The recitation test: the student sees words from here on as blanks (all null when off).
  testSurah: smallint('test_surah'),
  testAyah: smallint('test_ayah'),
  testWord: smallint('test_word'),
  updatedAt: at('updated_at').notNull(),
});

/** A session's chat: one row per message, kept with the meeting for its admins to read. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    // The name at the time, so the history stays readable if the account goes.
    senderName: text('sender_name').notNull(),
    senderRole: text('sender_role', { enum: ['teacher', 'student'] }).notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_messages_meeting_created_idx').on(t.meetingId, t.createdAt)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type MistakeMarkRow = typeof mistakeMarks.$inferSelect;
export type LessonNotesRow = typeof lessonNotes.$inferSelect;
