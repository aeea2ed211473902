import { CONTACT_KINDS, CONTACT_REFUSAL_PLACES } from '@app/shared/protocol';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings, users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Each refusal of a lesson's text for holding contact details, for its admins to see. What was
 * written is not kept: the point is that nobody's number or address is stored or passed on.
 */
export const contactRefusals = pgTable(
  'contact_refusals',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    place: text('place', { enum: CONTACT_REFUSAL_PLACES }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contact_refusals_meeting_idx').on(t.meetingId, t.createdAt)],
);
