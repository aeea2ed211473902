import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { User } from '@app/shared/protocol';
import { build } from '../../src/app';
import { lockDataDir } from '../../src/db/pglite-lock';
import { prepareDataDir } from '../helpers/databases';
import { cookieHeader, testConfig } from '../helpers/test-app';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

describe('persistence on the same DATA_DIR', () => {
  it('keeps users, sessions and avatars across a restart (PGlite on disk)', async () => {
    // No SESSION_SECRET: the generated one must be persisted too.
    const config = { ...testConfig(), SESSION_SECRET: undefined, SEED_DEMO: true };
    try {
      await prepareDataDir(path.join(config.DATA_DIR, 'pglite'));
      let app = await build(config);
      const reg = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Persistent',
          contact: 'keep@test.quran',
          password: 'secret12',
          confirmPassword: 'secret12',
        },
      });
      assert.equal(reg.statusCode, 201);
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { contact: 'admin@demo.quran', password: 'demo1234' },
      });
      assert.equal(login.statusCode, 200);
      const cookie = cookieHeader(login);
      await app.close();
      assert.ok(!existsSync(path.join(config.DATA_DIR, 'pglite.lock')), 'lock released on close');

      app = await build(config);
      const profile = await app.inject({
        method: 'GET',
        url: '/auth/profile',
        headers: { cookie },
      });
      assert.equal(profile.statusCode, 200, 'session survives the restart');
      const users = (
        await app.inject({ method: 'GET', url: '/users', headers: { cookie } })
      ).json() as { data: User[] };
      assert.ok(users.data.some((u) => u.email === 'keep@test.quran'));
      // Seeding again is idempotent.
      assert.equal(users.data.filter((u) => u.email === 'teacher1@demo.quran').length, 1);
      await app.close();
    } finally {
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('refuses a second process on the same DATA_DIR and takes over a stale lock', async () => {
    const config = testConfig();
    const dir = path.join(config.DATA_DIR, 'pglite');
    try {
      const release = lockDataDir(dir);
      const other = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./src/db/pglite-lock.ts').then(m => m.lockDataDir(${JSON.stringify(dir)}))`,
        ],
        { cwd: apiDir, encoding: 'utf8' },
      );
      assert.notEqual(other.status, 0);
      assert.match(other.stderr, new RegExp(`in use by process ${process.pid}`));
      release();

      // A lock left behind by a process that is gone.
      const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
      await prepareDataDir(dir);
      writeFileSync(`${dir}.lock`, String(dead.pid));
      const app = await build(config);
      assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
      await app.close();
    } finally {
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });

  it(
    'keeps data across a restart on PostgreSQL',
    {
      skip: process.env.DATABASE_URL ? false : 'PostgreSQL variant skipped: DATABASE_URL is unset',
    },
    async () => {
      const { openTestPostgres } = await import('../helpers/databases');
      const database = await openTestPostgres(process.env.DATABASE_URL!);
      const result = await database.db.execute(sql`select current_database() as name`);
      const dbUrl = new URL(process.env.DATABASE_URL!);
      dbUrl.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`;
      const config = { ...testConfig(), DATABASE_URL: dbUrl.toString() };
      try {
        // The app opens its own pool on the throwaway database, twice.
        let app = await build(config);
        const payload = {
          name: 'Persistent',
          contact: 'keep@test.quran',
          password: 'secret12',
          confirmPassword: 'secret12',
        };
        assert.equal(
          (await app.inject({ method: 'POST', url: '/auth/register', payload })).statusCode,
          201,
        );
        await app.close();
        app = await build(config);
        const found = await app.usersRepository.findByContact({
          method: 'email',
          value: 'keep@test.quran',
        });
        assert.ok(found);
        await app.close();
      } finally {
        await database.close();
        rmSync(config.DATA_DIR, { recursive: true, force: true });
      }
    },
  );
});
