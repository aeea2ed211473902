import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../src/db/connection';
import { migrationsUpTo } from '../helpers/migrations';

describe('migration 0006 (following a Sheikh)', () => {
  it('adds the follows and the new notification type to a database with data', async () => {
    const before = migrationsUpTo('0005_teaching_profile');
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const user = (n: number, role: string) =>
        client.query(
          `INSERT INTO users (id, name, email, role, password_hash, login_method, created_at, updated_at)
           VALUES ($1, $2, $3, $4::role, 'x', 'email', now(), now())`,
          [`00000000-0000-7000-8000-00000000000${n}`, `U${n}`, `u${n}@test.dev`, role],
        );
      await user(1, 'teacher');
      await user(2, 'student');
      await client.query(
        `INSERT INTO notifications (id, user_id, type, params, created_at)
         VALUES ('00000000-0000-7000-8000-000000000100', '00000000-0000-7000-8000-000000000001',
                 'accountActivated', '{}', now())`,
      );

      await migrate(db, { migrationsFolder: migrationsFolder() });
      await client.query(
        `INSERT INTO teacher_follows (student_id, teacher_id, created_at)
         VALUES ('00000000-0000-7000-8000-000000000002', '00000000-0000-7000-8000-000000000001', now())`,
      );
      await client.query(
        `INSERT INTO notifications (id, user_id, type, params, created_at)
         VALUES ('00000000-0000-7000-8000-000000000101', '00000000-0000-7000-8000-000000000002',
                 'followedTeacherOnline', '{}', now())`,
      );
      const { rows } = await client.query<{ type: string }>(
        'SELECT type FROM notifications ORDER BY id',
      );
      assert.deepEqual(
        rows.map((row) => row.type),
        ['accountActivated', 'followedTeacherOnline'],
      );
      // A follow goes with either account.
      await client.query(`DELETE FROM users WHERE id = '00000000-0000-7000-8000-000000000001'`);
      const left = await client.query('SELECT * FROM teacher_follows');
      assert.equal(left.rows.length, 0);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
