import { SHEIKH_GENDER_CHOICES } from '@app/shared/protocol';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A guardian looking after a child (a student): the link is the consent. */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.childId] }),
    index('guardian_links_child_idx').on(t.childId),
  ],
);

export const sheikhGenderChoiceEnum = pgEnum('sheikh_gender_choice', SHEIKH_GENDER_CHOICES);

/**
 * What a child's guardians decided for it, and where a minor's consent link was sent. A student
 * without a row has the defaults: any Sheikh, the chat on.
 */
export const childSettings = pgTable('child_settings', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sheikhGender: sheikhGenderChoiceEnum('sheikh_gender').notNull().default('any'),
  // Null: any approved Sheikh. Ids of Sheikhs deleted since are simply never matched.
  allowedTeacherIds: uuid('allowed_teacher_ids').array(),
  chatAllowed: boolean('chat_allowed').notNull().default(true),
  // The guardian address the student gave when signing up alone (a minor's consent link).
  consentEmail: text('consent_email'),
  updatedAt: at('updated_at').notNull(),
});

export type ChildSettingsRow = typeof childSettings.$inferSelect;
