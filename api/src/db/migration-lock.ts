import type pg from 'pg';

/**
 * The PostgreSQL advisory-lock key every API process takes around its migrations: 1364019527,
 * ASCII "QMIG". Fixed, so every version of the API agrees on it; under 2^31, so `pg_locks`
 * shows it whole in `objid` (with `classid` 0) for an operator looking for the holder.
 */
export const MIGRATION_LOCK_KEY = 0x514d4947;

/**
 * Runs `work` on one connection that holds the migration lock. Replicas starting together
 * would otherwise run the same migrations at once and all but one would fail (the type or
 * table already exists); with it they take turns, and the later ones find nothing to apply.
 * A session lock rather than a transaction one, because drizzle's migrator opens its own
 * transaction on the connection.
 */
export async function withMigrationLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work(client);
  } finally {
    // Closed rather than pooled again: ending the session frees the lock even when the work
    // failed midway, and no pooled connection is left holding it.
    client.release(true);
  }
}
