import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../src/db/connection';
import { APP_TABLES } from '../../src/db/tables';
import { listTables } from '../../src/db/move/catalog';
import { copyDatabase } from '../../src/db/move/copy-database';
import { copyOrder } from '../../src/db/move/copy-order';
import { MoveError } from '../../src/db/move/move-error';
import { countRows } from '../../src/db/move/row-counts';
import { pgliteClient, type SqlClient } from '../../src/db/move/sql-client';
import { openTestPglite } from '../helpers/databases';

/**
 * A table the application does not have, with what the move must carry unchanged: an identity
 * id (GENERATED ALWAYS), a generated column, microsecond timestamps, arrays, jsonb, bytea,
 * numerics and a deferrable reference to itself.
 */
const PROBE_TABLE = `
  CREATE TABLE move_probe (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    parent_id integer REFERENCES move_probe (id) DEFERRABLE INITIALLY IMMEDIATE,
    at timestamptz NOT NULL,
    tags text[] NOT NULL,
    doc jsonb,
    blob bytea,
    amount numeric(30, 10),
    doubled integer GENERATED ALWAYS AS (id * 2) STORED
  )`;

async function rowsAsJson(client: SqlClient, table: string): Promise<string[]> {
  const rows = await client.query<{ row: string }>(
    `SELECT row_to_json(t)::text AS row FROM ${table} t ORDER BY 1`,
  );
  return rows.map((row) => row.row);
}

describe('the copy order, from the foreign keys', () => {
  it('puts parents before children and ignores deferrable keys', () => {
    const order = copyOrder(
      ['bookings', 'booked_lessons', 'users', 'probe'],
      [
        { child: 'booked_lessons', parent: 'bookings', deferrable: false },
        { child: 'bookings', parent: 'users', deferrable: false },
        { child: 'booked_lessons', parent: 'users', deferrable: false },
        { child: 'probe', parent: 'probe', deferrable: true },
      ],
    );
    assert.deepEqual(order, ['probe', 'users', 'bookings', 'booked_lessons']);
  });

  it('refuses a cycle of keys that cannot be deferred', () => {
    assert.throws(
      () =>
        copyOrder(
          ['a', 'b'],
          [
            { child: 'a', parent: 'b', deferrable: false },
            { child: 'b', parent: 'a', deferrable: false },
          ],
        ),
      (error: unknown) => error instanceof MoveError && /a, b form a cycle/.test(error.message),
    );
  });
});

describe('copying one database into another', () => {
  let databases: Database[] = [];
  let source: SqlClient;
  let target: SqlClient;

  before(async () => {
    databases = await Promise.all([openTestPglite(), openTestPglite()]);
    [source, target] = databases.map((database) => pgliteClient(database.pglite!)) as [
      SqlClient,
      SqlClient,
    ];
  });
  after(async () => {
    await Promise.all(databases.map((database) => database.close()));
  });

  it('finds every application table in the catalog', async () => {
    const tables = await listTables(source);
    assert.deepEqual(tables.map((table) => table.name).sort(), [...APP_TABLES].sort());
    const users = tables.find((table) => table.name === 'users')!;
    assert.ok(!users.columns.includes('active'), 'generated columns are not written');
  });

  it('copies every value unchanged, continues the ids, and refuses a target with rows', async () => {
    for (const client of [source, target]) await client.query(PROBE_TABLE);
    await source.query(
      `INSERT INTO move_probe (parent_id, at, tags, doc, blob, amount) VALUES
         (NULL, '2024-03-01 10:11:12.123456+00', ARRAY['a', 'b "c"'],
          '{"k": [1, "x"], "s": "é"}', '\\x00ff', 12345678901234567890.0123456789),
         (1, 'infinity', '{}', '"just a string"', NULL, NULL)`,
    );
    // Rows beyond one batch, in a table others reference.
    await source.query(
      `INSERT INTO users (id, name, email, role, login_method, password_hash, created_at, updated_at)
       SELECT gen_random_uuid(), 'User ' || n, 'user' || n || '@test.quran', 'student', 'email',
              'x', now(), now()
         FROM generate_series(1, 7) AS n`,
    );
    await source.query(
      `INSERT INTO sessions (id, user_id, expires_at, created_at)
       SELECT gen_random_uuid(), id, now() + interval '1 day', now() FROM users`,
    );

    const { order, copied } = await copyDatabase(source, target, { batchSize: 3 });
    assert.ok(order.indexOf('users') < order.indexOf('sessions'));
    assert.equal(copied.users, 7);
    for (const table of ['move_probe', 'users', 'sessions']) {
      assert.deepEqual(await rowsAsJson(target, table), await rowsAsJson(source, table), table);
    }
    const [next] = await target.query<{ id: number }>(
      `INSERT INTO move_probe (at, tags) VALUES (now(), '{}') RETURNING id`,
    );
    assert.equal(next!.id, 3, 'the identity continues after the copied ids');

    const filled = await countRows(target, order);
    await assert.rejects(
      copyDatabase(source, target),
      (error: unknown) =>
        error instanceof MoveError &&
        /already holds application rows \(.*users: 7/.test(error.message),
    );
    assert.deepEqual(await countRows(target, order), filled, 'the refusal changed nothing');
  });
});
