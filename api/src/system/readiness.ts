import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/connection';

/** Each part the API needs to serve, and how it answered. */
export interface ReadinessChecks {
  database: 'ok' | 'failed';
  migrations: 'ok' | 'pending' | 'unknown';
  redis: 'ok' | 'failed' | 'not_configured';
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
  /** The parts that failed, for the operator to read at a glance. */
  failed: (keyof ReadinessChecks)[];
}

/** Where drizzle's migrator records what it applied (same table on PGlite and PostgreSQL). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

// A stopped database or Redis can leave a query waiting for a TCP timeout; a readiness probe
// must answer well within its own timeout (a few seconds in nginx, Kubernetes, Prometheus).
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in time`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The newest migration this build ships (drizzle records its folder time when applying it). */
function newestShippedMigration(): number {
  const files = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  return Math.max(0, ...files.map((file) => file.folderMillis));
}

/** Answers whether the database, its migrations and Redis (when configured) are usable now. */
export function readinessCheck(app: FastifyInstance): () => Promise<Readiness> {
  const newest = newestShippedMigration();

  async function database(): Promise<Pick<ReadinessChecks, 'database' | 'migrations'>> {
    try {
      const [row] = await withTimeout(
        app.db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations),
        'the database',
      );
      const last = Number(row?.last ?? 0);
      return { database: 'ok', migrations: last >= newest ? 'ok' : 'pending' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database check failed');
      return { database: 'failed', migrations: 'unknown' };
    }
  }

  async function redis(): Promise<ReadinessChecks['redis']> {
    const client = app.redis;
    if (!client) return 'not_configured';
    // While disconnected the client queues commands until it reconnects: do not wait for that.
    if (!client.isReady) return 'failed';
    try {
      await withTimeout(client.ping(), 'Redis');
      return 'ok';
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: Redis check failed');
      return 'failed';
    }
  }

  return async () => {
    const [db, redisState] = await Promise.all([database(), redis()]);
    const checks: ReadinessChecks = { ...db, redis: redisState };
    const failed = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter(
      (part) => checks[part] !== 'ok' && checks[part] !== 'not_configured',
    );
    return { ready: failed.length === 0, checks, failed };
  };
}
