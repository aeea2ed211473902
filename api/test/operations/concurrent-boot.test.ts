import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/connection';
import { ApiProcess } from './api-process';
import { freePort, OwnPostgres, ownPostgresUnavailable } from './own-servers';

const ROUNDS = 5;
const SUPERADMIN_EMAIL = 'first-admin@test.quran';

/** A PostgreSQL server the test may create databases on: its own, else DATABASE_URL's. */
function serverUnavailable(): string | null {
  const own = ownPostgresUnavailable();
  if (!own || process.env.DATABASE_URL) return null;
  return `${own}, and DATABASE_URL is unset`;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Starts every process at once; if any fails, the others are killed and its output thrown. */
async function startTogether(ports: number[], env: Record<string, string>): Promise<ApiProcess[]> {
  const started = await Promise.allSettled(ports.map((port) => ApiProcess.start(port, env)));
  const apis = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    for (const api of apis) api.kill();
    throw failed.reason;
  }
  return apis;
}

describe(
  'two API processes starting at once on a fresh PostgreSQL database',
  { skip: serverUnavailable() ?? false },
  () => {
    let ownPostgres: OwnPostgres | null = null;
    let serverUrl: string;
    const shippedHashes = readMigrationFiles({ migrationsFolder: migrationsFolder() })
      .map((migration) => migration.hash)
      .sort();

    before(async () => {
      if (!ownPostgresUnavailable()) ownPostgres = await OwnPostgres.start();
      serverUrl = ownPostgres?.url ?? process.env.DATABASE_URL!;
    });
    after(() => ownPostgres?.close());

    for (let round = 1; round <= ROUNDS; round += 1) {
      it(`round ${round}: both come up ready, one superadmin, each migration applied once`, async () => {
        const name = `concurrent_boot_${round}_${randomBytes(4).toString('hex')}`;
        await query(serverUrl, `CREATE DATABASE "${name}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-concurrent-boot-'));
        let apis: ApiProcess[] = [];
        try {
          apis = await startTogether([await freePort(), await freePort()], {
            DATABASE_URL: url.toString(),
            DATA_DIR: dataDir,
            SUPERADMIN_EMAIL,
            SUPERADMIN_PASSWORD: 'first-admin-password',
          });
          for (const api of apis) {
            const res = await fetch(`${api.url}/health/ready`);
            assert.equal(res.status, 200, `${api.url}: ${await res.text()}`);
          }
          const admins = await query<{ email: string }>(
            url.toString(),
            `SELECT email FROM users WHERE role = 'superadmin'`,
          );
          assert.deepEqual(admins, [{ email: SUPERADMIN_EMAIL }]);
          const applied = await query<{ hash: string }>(
            url.toString(),
            'SELECT hash FROM drizzle.__drizzle_migrations',
          );
          assert.deepEqual(applied.map((row) => row.hash).sort(), shippedHashes);
        } finally {
          for (const api of apis) api.kill();
          await Promise.all(apis.map((api) => api.exited()));
          await query(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }
  },
);
