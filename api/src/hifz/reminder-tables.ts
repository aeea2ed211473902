import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A student's daily revision reminder (docs/product.md#daily-revision-reminder). Turned off, it
 * keeps its row: the day it last handled still stops a second reminder that day if it is turned
 * on again.
 */
export const revisionReminders = pgTable(
  'revision_reminders',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    // The student's time of day, in minutes after midnight, and the zone it is read in.
    minuteOfDay: smallint('minute_of_day').notNull(),
    timeZone: text('time_zone').notNull(),
    // The next instant the reminder is due: the daily run looks for these, so it never does
    // time-zone arithmetic in SQL (PostgreSQL's zone data may not be the server's Intl's).
    nextAt: at('next_at').notNull(),
    // The student's local day whose reminder was last handled (sent, or nothing was due).
    handledOn: date('handled_on', { mode: 'string' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The daily run's question, every minute: the reminders that are on and whose time has come.
    index('revision_reminders_due_idx')
      .on(t.nextAt)
      .where(sql`${t.enabled}`),
  ],
);

export type RevisionReminderRow = typeof revisionReminders.$inferSelect;
