import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from '../../src/app';
import { openDatabase } from '../../src/db/connection';
import { MoveError } from '../../src/db/move/move-error';
import { movePgliteToPostgres } from '../../src/db/move/move-pglite-to-postgres';
import { backupPglite } from '../../src/db/move/pglite-backup';
import { APP_TABLES } from '../../src/db/tables';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { prepareDataDir } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const NEEDS_POSTGRES = serverUrl ? false : 'needs PostgreSQL: DATABASE_URL is unset';
const TEACHER = 'teacher1@demo.quran';
const STUDENT = 'student1@demo.quran';
const SIGNED_UP = {
  name: 'Before The Move',
  contact: 'before-move@test.quran',
  password: 'moved1234',
};

/** Whether a PostgreSQL client tool answers --version on this machine. */
function hasTool(name: string): boolean {
  return spawnSync(name, ['--version']).status === 0;
}
const NO_DUMP_TOOLS =
  NEEDS_POSTGRES ||
  (hasTool('pg_dump') && hasTool('pg_restore') ? false : 'pg_dump or pg_restore is not installed');

/** Runs one of the database commands as an operator would, and answers its status and output. */
function runScript(script: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: apiDir, DATA_DIR: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Signs in over HTTP and answers the Cookie header to send back (throws on a refusal). */
async function signIn(url: string, contact: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact, password }),
  });
  const body = (await response.json()) as { user?: { email?: string } };
  if (response.status !== 200) {
    throw new Error(`sign-in of ${contact} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  assert.equal(body.user?.email, contact);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A new, uniquely named database on the test server, and how to drop it. */
async function scratchDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `api_move_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Exact row counts of every application table, through one PostgreSQL connection. */
async function postgresCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of APP_TABLES) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The same counts read straight from the embedded database folder (the API must be stopped). */
async function pgliteCounts(folder: string): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    const counts: Record<string, number> = {};
    for (const table of APP_TABLES) {
      const { rows } = await database.pglite!.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}"`,
      );
      counts[table] = rows[0]!.n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

/**
 * The API on `env`'s database (DATA_DIR, DATABASE_URL), listening on a real port: `talk` uses
 * it over HTTP, then it stops. In this process, because a child process would spend most of the
 * test's time compiling the app again.
 */
async function withApi(env: Record<string, string>, talk: (url: string) => Promise<void>) {
  const app = await build(testConfig(env));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await talk(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
  }
}

/** Starts the API on `env`'s database and signs in as each account over HTTP. */
function startAndSignIn(env: Record<string, string>, logins: [string, string][]) {
  return withApi(env, async (url) => {
    for (const [contact, password] of logins) await signIn(url, contact, password);
  });
}

/** The per-table `source target` counts db:move prints after the move. */
function printedCounts(output: string): Record<string, [number, number]> {
  const table = output.slice(output.indexOf('Row counts after the move:'));
  return Object.fromEntries(
    [...table.matchAll(/^(\w+) +(\d+) +(\d+)$/gm)].map((m) => [
      m[1]!,
      [Number(m[2]), Number(m[3])],
    ]),
  );
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, n) => a + n, 0);

/** Matches the refusal the move gives, by its message. */
const refusal = (pattern: RegExp) => (error: unknown) =>
  error instanceof MoveError && pattern.test(error.message);

describe('moving a school from PGlite to PostgreSQL, and backing it up', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-move-'));
  const folder = path.join(dataDir, 'pglite');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'quran-move-files-'));
  const scratch: Array<{ drop(): Promise<void> }> = [];
  let original: Record<string, number>;
  /** The database the move filled, for the PostgreSQL backup drill. */
  let movedUrl: string | undefined;

  before(async () => {
    // A school as `npm start` leaves it: demo accounts, a sign-up, sessions, a follow.
    await prepareDataDir(folder);
    await withApi({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, async (url) => {
      const registered = await fetch(`${url}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SIGNED_UP, confirmPassword: SIGNED_UP.password }),
      });
      assert.equal(registered.status, 201, await registered.text());
      const teacher = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contact: TEACHER, password: DEMO_PASSWORD }),
      });
      const teacherId = ((await teacher.json()) as { user: { _id: string } }).user._id;
      const cookie = await signIn(url, STUDENT, DEMO_PASSWORD);
      const follow = await fetch(`${url}/teachers/${teacherId}/follow`, {
        method: 'PUT',
        headers: { cookie },
      });
      assert.equal(follow.status, 200, await follow.text());
    });
    original = await pgliteCounts(folder);
    assert.ok(original.users! >= 9 && original.sessions! >= 2 && original.teacher_follows === 1);
  });

  after(async () => {
    for (const database of scratch) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses a missing folder, a folder without a database, and an unreachable server', async () => {
    const to = 'postgres://postgres@127.0.0.1:1/school';
    await assert.rejects(
      movePgliteToPostgres({ from: path.join(workDir, 'nowhere'), to }),
      refusal(/nowhere does not exist/),
    );
    await assert.rejects(
      movePgliteToPostgres({ from: workDir, to }),
      refusal(/holds no embedded database/),
    );
    await assert.rejects(
      movePgliteToPostgres({ from: dataDir, to }),
      refusal(
        /Cannot reach PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/school: nothing listens/,
      ),
    );
    await assert.rejects(
      movePgliteToPostgres({ from: dataDir, to: 'mysql://127.0.0.1/school' }),
      refusal(/must be a postgres:\/\/ URL/),
    );
    const usage = runScript('db-move', ['--from', dataDir]);
    assert.equal(usage.status, 2);
    assert.match(usage.output, /--to is required[\s\S]*usage: npm run db:move/);
  });

  it('backs up the embedded database, restores it over a wiped one, and signs in again', async () => {
    const backup = path.join(workDir, 'school.tar.gz');
    const made = runScript('db-backup', ['--to', backup, '--data-dir', dataDir]);
    assert.equal(made.status, 0, made.output);
    const summary = new RegExp(`${total(original)} rows, ${original.users} users`);
    assert.match(made.output, summary);
    await assert.rejects(backupPglite(dataDir, backup), refusal(/already exists/), 'no overwrite');

    // The disaster: every account gone.
    const wiped = await openDatabase({ kind: 'pglite', dataDir: folder });
    await wiped.pglite!.query('TRUNCATE users CASCADE');
    await wiped.close();

    const restored = runScript('db-restore', ['--from', backup, '--data-dir', dataDir]);
    assert.equal(restored.status, 0, restored.output);
    assert.match(restored.output, summary);
    const previous = readdirSync(dataDir).filter((name) =>
      name.startsWith('pglite.before-restore-'),
    );
    assert.equal(previous.length, 1, 'the replaced database is kept beside it');

    await startAndSignIn({ DATA_DIR: dataDir }, [
      [TEACHER, DEMO_PASSWORD],
      [SIGNED_UP.contact, SIGNED_UP.password],
    ]);
  });

  it(
    'moves every row into PostgreSQL, and the same accounts sign in there',
    { skip: NEEDS_POSTGRES },
    async () => {
      const target = await scratchDatabase();
      scratch.push(target);
      const moved = runScript('db-move', [
        '--from',
        dataDir,
        '--to',
        target.url,
        '--batch-size',
        '2',
      ]);
      assert.equal(moved.status, 0, moved.output);
      assert.match(moved.output, /every count matches/);
      assert.match(moved.output, new RegExp(`\\nusers +${original.users} +${original.users}\\n`));
      // The table printed (source and target per table) is what PostgreSQL now holds.
      const printed = printedCounts(moved.output);
      assert.deepEqual(Object.keys(printed).sort(), [...APP_TABLES].sort());
      const stored = await postgresCounts(target.url);
      for (const [table, [source, copied]] of Object.entries(printed)) {
        assert.equal(copied, source, table);
        assert.equal(stored[table], source, table);
      }

      await startAndSignIn({ DATA_DIR: dataDir, DATABASE_URL: target.url }, [
        [STUDENT, DEMO_PASSWORD],
        [SIGNED_UP.contact, SIGNED_UP.password],
      ]);
      movedUrl = target.url;

      // Once more into the same database: refused, and nothing changes.
      const signedIn = await postgresCounts(target.url);
      const again = runScript('db-move', ['--from', dataDir, '--to', target.url]);
      assert.equal(again.status, 1);
      assert.match(again.output, /already holds application rows/);
      assert.deepEqual(await postgresCounts(target.url), signedIn);
    },
  );

  it(
    'restores a pg_dump of the moved database with pg_restore, and signs in',
    { skip: NO_DUMP_TOOLS },
    async () => {
      assert.ok(movedUrl, 'the move above left no database to dump');
      const counts = await postgresCounts(movedUrl);
      const dump = path.join(workDir, 'school.dump');
      const dumped = spawnSync('pg_dump', ['-Fc', '-f', dump, movedUrl], { encoding: 'utf8' });
      assert.equal(dumped.status, 0, dumped.stderr);
      const copy = await scratchDatabase();
      scratch.push(copy);
      const restored = spawnSync(
        'pg_restore',
        ['--no-owner', '--exit-on-error', '-d', copy.url, dump],
        {
          encoding: 'utf8',
        },
      );
      assert.equal(restored.status, 0, restored.stderr);
      assert.deepEqual(await postgresCounts(copy.url), counts);
      await startAndSignIn({ DATA_DIR: dataDir, DATABASE_URL: copy.url }, [
        [TEACHER, DEMO_PASSWORD],
      ]);
    },
  );
});
