import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/connection';

/** The database engines every suite runs on. */
export type Backend = 'pglite' | 'postgres';

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite takes 3-4 s to initialise; loading a dump of an already migrated one takes
 * well under a second. The dump is cached in the temp dir, keyed by the migrations.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `quran-api-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ kind: 'pglite' });
    await fresh.migrate();
    const dump = await fresh.pglite!.dumpDataDir('none');
    await fresh.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Fills an empty PGlite directory from the template, so an app opens it in ~0.4 s. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: await pgliteTemplate(),
  });
  await database.close();
}

/** An empty, migrated in-memory PGlite. */
export async function openTestPglite(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate() });
  await database.migrate();
  return database;
}

/**
 * A throwaway database on the DATABASE_URL server, dropped on close, because the `test`
 * database is shared with other runs.
 */
/** PostgreSQL's code for a database still in use: FORCE waits only 5 s for its sessions to go. */
const OBJECT_IN_USE = '55006';

/** Drops a test database; on a slow machine its sessions may outlive FORCE's wait, so again. */
async function dropWithRetries(dropper: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export async function openTestPostgres(serverUrl: string): Promise<Database> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropWithRetries(dropper, name);
      } finally {
        // An open client keeps the test process alive: it must end even when the drop failed.
        await dropper.end();
      }
    },
  };
}

export function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return openTestPglite();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required for the postgres backend');
  return openTestPostgres(url);
}
