import { sql } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { users } from './schema';

/**
 * Holds a user's row until the transaction ends, so that writes counted or merged per user (a
 * limit's last place, a student's memorised ranges) run one after another, never interleaved.
 */
export async function lockUserRow(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
