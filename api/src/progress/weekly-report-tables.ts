import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * A student's week whose report was claimed by the weekly run: the row is the claim, made
 * before anything is sent, so with several API processes one of them sends each week's report.
 * A week claimed and then found empty keeps its row too, so it is not looked at again.
 */
export const weeklyReportClaims = pgTable(
  'weekly_report_claims',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Monday (UTC) the week began on.
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.weekStart] })],
);
