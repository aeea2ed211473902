import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { closeToOthers } from './private-files';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { lockDataDir } from './pglite-lock';
import { withMigrationLock } from './migration-lock';

/** The Drizzle database both drivers produce; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory. loadDataDir: start from a dump (fast test databases). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** An open database: the Drizzle handle, what backs it, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (tests dump it to make templates); undefined on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The migrations folder: beside the bundle in production (build.mjs copies it to
 * dist/drizzle), or api/drizzle when running from source.
 */
export function migrationsFolder(): string {
  const candidates = [
    new URL('./drizzle', import.meta.url),
    new URL('../../drizzle', import.meta.url),
  ];
  const found = candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(dir));
  if (!found) throw new Error('Database migrations folder not found next to the API');
  return found;
}

/** The extensions the migrations create: the booked lessons' exclusion constraints need one. */
export const PGLITE_EXTENSIONS = { btree_gist };

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(options.dataDir, 0o700);
    release = lockDataDir(options.dataDir);
  }
  try {
    const client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    const { dataDir } = options;
    const sweep = dataDir ? privateFilesSweep(dataDir) : null;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      async close() {
        try {
          await client.close();
          await sweep?.stop();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// Files the database creates while running are closed within this long (the folder itself is
// 0700 all along, so nobody else could reach them meanwhile).
const SWEEP_MS = 60_000;

/** Closes the data folder's files to others now, every minute, and once more at stop. */
function privateFilesSweep(dir: string) {
  const run = () =>
    closeToOthers(dir).catch((error: unknown) =>
      process.emitWarning(`Could not close ${dir} to others: ${String(error)}`),
    );
  let last = run();
  const timer = setInterval(() => {
    last = last.then(run);
  }, SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await last;
      await run();
    },
  };
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client can lose its connection (server restart, admin termination); without a
  // listener the pool's 'error' event would crash the process. The next query reconnects.
  pool.on('error', (error) =>
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () =>
      withMigrationLock(pool, (client) =>
        migratePg(drizzlePg({ client }), { migrationsFolder: migrationsFolder() }),
      ),
    close: () => pool.end(),
  };
}

/** Opens PGlite or PostgreSQL; call migrate() before use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options);
}
