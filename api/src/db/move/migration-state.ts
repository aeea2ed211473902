import { MoveError } from './move-error';
import { APP_SCHEMA } from './catalog';
import type { SqlClient } from './sql-client';

/** The migrations applied to a database, oldest first (drizzle's own record of them). */
export async function appliedMigrations(client: SqlClient): Promise<string[]> {
  const [table] = await client.query<{ found: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!table?.found) return [];
  const rows = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => row.hash);
}

/**
 * Refuses a target that holds tables but was never migrated by this application: it belongs
 * to something else, and running our migrations there would mix the two.
 */
export async function assertTargetIsOurs(target: SqlClient): Promise<void> {
  if ((await appliedMigrations(target)).length > 0) return;
  const tables = await target.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY 1 LIMIT 5`,
    [APP_SCHEMA],
  );
  if (tables.length > 0) {
    throw new MoveError(
      `The target database has tables (${tables.map((t) => t.name).join(', ')}, ...) but none ` +
        "of this application's migrations: it belongs to something else. Use a new, empty database.",
    );
  }
}

/** Refuses two databases at different migrations (the rows of one would not fit the other). */
export function assertSameMigrations(source: string[], target: string[]): void {
  if (source.length === target.length && source.every((hash, i) => hash === target[i])) return;
  throw new MoveError(
    `After migrating, the source has ${source.length} migrations and the target ` +
      `${target.length}, and they differ: the target was migrated by another version of the ` +
      'application. Run the move with the version the target was made by, or use a new database.',
  );
}
