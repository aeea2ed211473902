import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A student following a Sheikh, to be told when the Sheikh comes online. `notifiedAt` is when
 * that follower was last told, so a Sheikh whose connection comes and goes (reloads, tabs,
 * a flaky network) does not notify again within the quiet period.
 */
export const teacherFollows = pgTable(
  'teacher_follows',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.teacherId] }),
    // A Sheikh coming online finds its followers by this index.
    index('teacher_follows_teacher_idx').on(t.teacherId),
  ],
);
