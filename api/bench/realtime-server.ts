// The API process the realtime bench drives: a real app on in-memory PGlite, seeded with
// students and teachers that have sessions, answering the bench over IPC (cookies, memory).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_COOKIE } from '@app/shared/protocol';
import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { users } from '../src/db/schema';
import { uuidv7 } from '../src/lib/uuidv7';

type Request = { type: 'seed'; students: number; teachers: number } | { type: 'memory' };

const send = (message: unknown) => process.send!(message);

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rt-bench-')),
  SESSION_SECRET: 'realtime-bench-secret-that-is-long-enough-123',
  LOG_LEVEL: 'silent',
});
const app = await build(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });

async function seed(role: 'student' | 'teacher', count: number) {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    name: `${role} ${String(i).padStart(5, '0')}`,
    email: `${role}${i}@bench.quran`,
    role,
    loginMethod: 'email' as const,
    // Nobody logs in with a password here: sessions are made directly below.
    passwordHash: 'unused',
    active: true,
    verified: true,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await app.db.insert(users).values(rows.slice(i, i + 500));
  }
  const cookies: Array<{ userId: string; cookie: string }> = [];
  for (const row of rows) {
    const { sessionId } = await app.sessionsRepository.create(row.id, {});
    const token = await app.accessTokens.sign({ userId: row.id, sessionId });
    cookies.push({ userId: row.id, cookie: `${ACCESS_COOKIE}=${token}` });
  }
  return cookies;
}

function memory() {
  globalThis.gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

process.on('message', (request: Request) => {
  const answer =
    request.type === 'seed'
      ? Promise.all([seed('student', request.students), seed('teacher', request.teachers)]).then(
          ([students, teachers]) => ({ students, teachers }),
        )
      : Promise.resolve(memory());
  answer.then(send, (error: unknown) => send({ error: String(error) }));
});
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
send({ port: (app.server.address() as AddressInfo).port });
