import type { Db } from '../db/connection';
import { ValidationError } from '../lib/http-error';
import { contactDetailsIn } from './contact-fields';
import { recordContactRefusal } from './contact-refusals';

/**
 * Refuses a lesson's written text that holds contact details: 400 `validation.failed` naming
 * each such field (`contact_details`), and the refusal counted for the lesson's admins. What a
 * Sheikh writes for a student (a note on a lane, a homework's note) keeps phone numbers and
 * outside links off the platform as the lesson's notes do.
 */
export async function refuseContactDetails(
  db: Db,
  lesson: { meetingId: string; userId: string },
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const contact = contactDetailsIn(fields);
  if (!contact) return;
  await recordContactRefusal(db, { ...lesson, kind: contact.kind, place: 'notes' });
  throw new ValidationError(contact.errors, 'Notes may not hold contact details');
}
