import { REPORT_REASONS, REPORT_STATUSES } from '@app/shared/protocol';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { meetings, roleEnum, users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A lesson's participant reporting another. The names are copied in, so a report outlives the
 * accounts it is about (an admin must still read who it concerned after a deletion).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name').notNull(),
    reporterRole: roleEnum('reporter_role').notNull(),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reportedName: text('reported_name').notNull(),
    reportedRole: roleEnum('reported_role').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull(),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledByName: text('handled_by_name'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The queue reads newest first, by status.
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    // One report per reporter and lesson.
    uniqueIndex('reports_reporter_meeting_idx').on(t.reporterId, t.meetingId),
  ],
);

/** A student's block of a Sheikh: the Sheikh leaves the student's lists and calls are refused. */
export const teacherBlocks = pgTable(
  'teacher_blocks',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set by one of the child's guardians: only a guardian lifts it, not the child. */
    byGuardian: boolean('by_guardian').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.teacherId] }),
    // Presence finds who blocked a Sheikh by this index.
    index('teacher_blocks_teacher_idx').on(t.teacherId),
  ],
);
