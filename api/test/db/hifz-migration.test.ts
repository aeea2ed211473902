import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../src/db/connection';
import { migrationsUpTo } from '../helpers/migrations';

const STUDENT = '00000000-0000-7000-8000-000000000002';

describe('migration 0014 (hifz by ayah)', () => {
  it('turns memorised surahs into memorised ayat and keeps every other status', async () => {
    const before = migrationsUpTo('0013_guardian_blocks');
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `INSERT INTO users (id, name, email, role, password_hash, login_method, created_at, updated_at)
         VALUES ($1, 'S', 's@test.dev', 'student', 'x', 'email', now(), now())`,
        [STUDENT],
      );
      const status = (surah: number, value: string) =>
        client.query(
          `INSERT INTO surah_progress (student_id, surah, status, updated_at)
           VALUES ($1, $2, $3::surah_status, now())`,
          [STUDENT, surah, value],
        );
      await status(1, 'memorised');
      await status(2, 'learning');
      await status(112, 'needs_revision');
      await status(114, 'memorised');

      await migrate(db, { migrationsFolder: migrationsFolder() });
      const ranges = await client.query<{ first_ayah: number; last_ayah: number }>(
        'SELECT first_ayah, last_ayah FROM memorised_ranges ORDER BY first_ayah',
      );
      assert.deepEqual(
        ranges.rows.map((row) => [row.first_ayah, row.last_ayah]),
        [
          [1, 7],
          [6222, 6225],
          [6231, 6236],
        ],
      );
      const left = await client.query<{ surah: number; status: string }>(
        'SELECT surah, status FROM surah_progress ORDER BY surah',
      );
      assert.deepEqual(
        left.rows.map((row) => [row.surah, row.status]),
        [
          [2, 'learning'],
          [112, 'needs_revision'],
        ],
      );
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
