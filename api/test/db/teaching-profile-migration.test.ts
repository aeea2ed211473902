import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../src/db/connection';
import { migrationsUpTo } from '../helpers/migrations';

describe('migration 0005 (teaching profile)', () => {
  it('turns the free-text specialization into the typed list and counts lessons taught', async () => {
    const before = migrationsUpTo('0004_accounts');
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const teacher = (n: number, specialization: string | null) =>
        client.query(
          `INSERT INTO users (id, name, email, role, password_hash, login_method, specialization, created_at, updated_at)
           VALUES ($1, $2, $3, 'teacher', 'x', 'email', $4, now(), now())`,
          [`00000000-0000-7000-8000-00000000000${n}`, `T${n}`, `t${n}@test.dev`, specialization],
        );
      await teacher(1, 'Tajweed');
      await teacher(2, 'Memorisation (Hifz) and Qiraat for children');
      await teacher(3, 'تحفيظ القرآن والتجويد');
      await teacher(4, 'Calligraphy');
      await teacher(5, null);
      const meeting = (n: number, status: string, joined: boolean) =>
        client.query(
          `INSERT INTO meetings (id, room_name, status, teacher_id, teacher_name, teacher_joined, created_at, updated_at)
           VALUES ($1, $2, $3::meeting_status, '00000000-0000-7000-8000-000000000001', 'T1', $4, now(), now())`,
          [`00000000-0000-7000-8000-00000000010${n}`, `room-${n}`, status, joined],
        );
      await meeting(1, 'ended', true);
      await meeting(2, 'ended', true);
      await meeting(3, 'ended', false);
      await meeting(4, 'active', true);

      await migrate(db, { migrationsFolder: migrationsFolder() });
      const { rows } = await client.query<{
        name: string;
        specializations: string;
        languages: string;
        gender: string | null;
        lessons_taught: number;
      }>(
        `SELECT name, specializations::text, languages::text, gender, lessons_taught FROM users ORDER BY name`,
      );
      assert.deepEqual(
        rows.map((row) => [row.name, row.specializations, row.lessons_taught]),
        [
          ['T1', '{tajweed}', 2],
          ['T2', '{hifz,qiraat,children}', 0],
          ['T3', '{tajweed,hifz}', 0],
          ['T4', '{}', 0],
          ['T5', '{}', 0],
        ],
      );
      assert.ok(rows.every((row) => row.languages === '{}' && row.gender === null));
      const columns = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'specialization'`,
      );
      assert.equal(columns.rows.length, 0);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
