import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { HIFZ_GRADES, HIFZ_LANES, PORTION_UNITS } from '@app/shared/protocol';
import { meetings, users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const hifzLaneEnum = pgEnum('hifz_lane', HIFZ_LANES);
export const hifzGradeEnum = pgEnum('hifz_grade', HIFZ_GRADES);
export const portionUnitEnum = pgEnum('portion_unit', PORTION_UNITS);

/**
 * A portion as the Sheikh named it (its unit, and page or juz numbers or, for ayat, its ends'
 * whole-Quran numbers) and the ayat it covers (1-6236): a lane's entry and a homework keep it
 * alike (portion-columns.ts reads and writes them).
 */
export const portionColumns = () => ({
  unit: portionUnitEnum('unit').notNull(),
  unitFrom: smallint('unit_from').notNull(),
  unitTo: smallint('unit_to').notNull(),
  firstAyah: smallint('first_ayah').notNull(),
  lastAyah: smallint('last_ayah').notNull(),
});

/** One lane of one lesson: the portion the student recited and the Sheikh's grade. */
export const hifzEntries = pgTable(
  'hifz_entries',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    lane: hifzLaneEnum('lane').notNull(),
    ...portionColumns(),
    grade: hifzGradeEnum('grade').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('hifz_entries_student_created_idx').on(t.studentId, t.createdAt),
    index('hifz_entries_meeting_idx').on(t.meetingId),
  ],
);

/** What a student has memorised: disjoint ranges of whole-Quran ayah numbers. */
export const memorisedRanges = pgTable(
  'memorised_ranges',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstAyah: smallint('first_ayah').notNull(),
    lastAyah: smallint('last_ayah').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.firstAyah] })],
);

/** A memorised page's place in the revision schedule, from its last grade (revision-rule.ts). */
export const reviewPages = pgTable(
  'review_pages',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    streak: smallint('streak').notNull(),
    ease: real('ease').notNull(),
    intervalDays: smallint('interval_days').notNull(),
    grade: hifzGradeEnum('grade').notNull(),
    gradedAt: at('graded_at').notNull(),
    dueAt: at('due_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.page] })],
);

export type HifzEntryRow = typeof hifzEntries.$inferSelect;
