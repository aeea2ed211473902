// bench:api — requests/s and latency of the hot endpoints on PGlite and PostgreSQL, plus login
// throughput at the configured argon2id cost. Loopback only; run on an otherwise idle machine.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { build } from '../src/app';
import { hashPassword } from '../src/users/passwords';
import { loadConfig } from '../src/config';
import { encodeCursor } from '../src/lib/keyset-cursor';
import { openTestPostgres } from '../test/helpers/databases';
import { seedMeetings } from './seed-meetings';

const MEETINGS = Number(process.env.BENCH_MEETINGS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
const PASSWORD = 'bench-password';

interface Row {
  backend: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  note?: string;
}

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * autocannon runs in its own process: in the API's process it would compete with the
 * server (and PGlite) for the one event loop and halve what we measure.
 */
async function cannon(
  url: string,
  options: { cookie?: string; method?: 'GET' | 'POST'; body?: string; connections?: number },
) {
  const args = [
    autocannonCli,
    '--json',
    '-c',
    String(options.connections ?? CONNECTIONS),
    '-d',
    String(DURATION_S),
    '-m',
    options.method ?? 'GET',
  ];
  if (options.cookie) args.push('-H', `cookie=${options.cookie}`);
  if (options.body) args.push('-H', 'content-type=application/json', '-b', options.body);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 10_000_000 });
  const result = JSON.parse(stdout) as CannonResult;
  const bad = result.non2xx + result.errors;
  if (bad > 0) throw new Error(`${url}: ${bad} failed requests`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** One request at a time, so the percentile is the server's own time, not queueing. */
async function sequentialP95(url: string, cookie: string, runs = 300): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs * 0.95)]! * 10) / 10;
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-api-bench-'));
  const database =
    backend === 'postgres' ? await openTestPostgres(process.env.DATABASE_URL!) : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
  const app = await build(config, database ? { database } : {});
  try {
    await app.ready();
    const users = app.usersRepository;
    const passwordHash = await hashPassword(PASSWORD);
    const make = (role: 'admin' | 'student' | 'teacher', email: string) =>
      users.create({
        name: `${role} ${email}`,
        email,
        role,
        loginMethod: 'email',
        passwordHash,
        status: 'active',
        verified: true,
      });
    const admin = await make('admin', 'bench-admin@test.quran');
    const student = await make('student', 'bench-student@test.quran');
    const teachers = [];
    for (let i = 0; i < 50; i += 1)
      teachers.push(await make('teacher', `bench-teacher${i}@test.quran`));
    const seedStart = performance.now();
    await seedMeetings(app.db, MEETINGS, teachers[0]!.id, student.id);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = async (email: string) => {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contact: email, password: PASSWORD }),
      });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const studentCookie = await login(student.email!);
    const adminCookie = await login(admin.email!);
    const [middle] = await app.db
      .execute(
        sql`select created_at, id from meetings order by created_at desc, id desc offset ${Math.floor(MEETINGS / 2)} limit 1`,
      )
      .then(
        (r) => (r as unknown as { rows: Array<{ created_at: string | Date; id: string }> }).rows,
      );
    const deepCursor = encodeCursor({ createdAt: new Date(middle!.created_at), id: middle!.id });

    const rows: Row[] = [];
    const add = (name: string, result: { rps: number; p50: number; p99: number }, note?: string) =>
      rows.push({ backend, name, ...result, ...(note ? { note } : {}) });
    add('GET /auth/profile', await cannon(`${base}/auth/profile`, { cookie: studentCookie }));
    add(
      'GET /users/teachers (50 teachers)',
      await cannon(`${base}/users/teachers`, { cookie: studentCookie }),
    );
    const firstPage = `${base}/meetings/admin/rooms?limit=20`;
    add(
      `GET /meetings/admin/rooms first page (${MEETINGS} meetings)`,
      await cannon(firstPage, { cookie: adminCookie }),
      `sequential p95 ${await sequentialP95(firstPage, adminCookie)} ms`,
    );
    const deepPage = `${base}/meetings/admin/rooms?limit=20&status=ended&cursor=${deepCursor}`;
    add(
      'GET /meetings/admin/rooms?status=ended, page at 50% depth',
      await cannon(deepPage, { cookie: adminCookie }),
      `sequential p95 ${await sequentialP95(deepPage, adminCookie)} ms`,
    );
    add(
      'POST /auth/login (argon2id m=19456 t=2 p=1)',
      await cannon(`${base}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ contact: student.email, password: PASSWORD }),
        connections: 4,
      }),
    );
    console.error(`${backend}: seeded ${MEETINGS} meetings in ${seedSeconds} s`);
    return rows;
  } finally {
    await app.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await benchBackend('pglite');
if (process.env.DATABASE_URL) rows.push(...(await benchBackend('postgres')));
else console.error('bench:api: DATABASE_URL is unset, so PostgreSQL is skipped.');

console.log(
  `\nbench:api — ${os.cpus().length} CPU, Node ${process.version}, ${DURATION_S} s per endpoint, ${CONNECTIONS} connections (login: 4)\n`,
);
console.log('| backend | endpoint | req/s | p50 ms | p99 ms | note |');
console.log('|---|---|---:|---:|---:|---|');
for (const row of rows) {
  console.log(
    `| ${row.backend} | ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.note ?? ''} |`,
  );
}
