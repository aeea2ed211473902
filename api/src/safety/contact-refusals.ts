import { asc, eq } from 'drizzle-orm';
import type { ContactKind, ContactRefusal, ContactRefusalPlace } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { uuidv7 } from '../lib/uuidv7';
import { contactRefusals } from './contact-refusal-tables';

/** Counts one refused text on the lesson: who, what kind of detail, where. */
export async function recordContactRefusal(
  db: Db,
  refusal: { meetingId: string; userId: string; kind: ContactKind; place: ContactRefusalPlace },
): Promise<void> {
  await db.insert(contactRefusals).values({ id: uuidv7(), ...refusal, createdAt: new Date() });
}

/** A lesson's refusals, oldest first, with the name of who wrote each. */
export async function contactRefusalsOf(db: Db, meetingId: string): Promise<ContactRefusal[]> {
  const rows = await db
    .select({
      kind: contactRefusals.kind,
      place: contactRefusals.place,
      userName: users.name,
      createdAt: contactRefusals.createdAt,
    })
    .from(contactRefusals)
    .leftJoin(users, eq(users.id, contactRefusals.userId))
    .where(eq(contactRefusals.meetingId, meetingId))
    .orderBy(asc(contactRefusals.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
