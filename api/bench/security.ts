// bench:security — what the limits buy under attack, in numbers: a login's latency while
// eight avatar uploads run at once (with the upload queue, and without it), and how many rings
// of a flood reach a teacher. Loopback, in-process, PGlite; run on an otherwise idle machine.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@app/shared/protocol';
import { build } from '../src/app';
import { hashPassword } from '../src/users/passwords';
import { loadConfig } from '../src/config';
import type { RateLimitSettings } from '../src/plugins/rate-limits';

const PASSWORD = 'bench-password';
const UPLOADERS = 8;
const LOGINS = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function platform(rateLimits: Partial<RateLimitSettings> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-bench-security-'));
  const app = await build(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', UPLOAD_MAX_BYTES: String(8 << 20) }),
    { rateLimits: { registrations: { max: 1_000, windowS: 60 }, ...rateLimits } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = async (role: 'student' | 'teacher', email: string) =>
    app.usersRepository.create({
      name: email,
      email,
      role,
      loginMethod: 'email',
      passwordHash: await hashPassword(PASSWORD),
      status: 'active',
      verified: true,
    });
  const login = async (email: string) => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ contact: email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  const stop = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, user, login, stop };
}

/** p50/p95 of a login while `UPLOADERS` clients upload a 12-megapixel photo in a loop. */
async function loginsDuringUploads(label: string, rateLimits: Partial<RateLimitSettings>) {
  const p = await platform(rateLimits);
  try {
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    await p.user('student', 'uploader@bench.quran');
    await p.user('student', 'reader@bench.quran');
    const cookie = await p.login('uploader@bench.quran');
    let uploading = true;
    const statuses = new Map<number, number>();
    const uploader = async () => {
      while (uploading) {
        const form = new FormData();
        form.append('avatar', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
        const res = await fetch(`${p.url}/auth/profile`, {
          method: 'PUT',
          headers: { cookie, origin: 'http://localhost:3000' },
          body: form,
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const uploads = Array.from({ length: UPLOADERS }, uploader);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const latencies: number[] = [];
    for (let i = 0; i < LOGINS; i += 1) {
      const started = performance.now();
      await p.login('reader@bench.quran');
      latencies.push(performance.now() - started);
    }
    uploading = false;
    await Promise.all(uploads);
    console.log(
      `${label}: login p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms over ${LOGINS} logins; uploads answered ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    await p.stop();
  }
}

/** Rings a flood of start-and-cancel calls delivers to the teacher in 5 s. */
async function ringFlood() {
  const p = await platform();
  try {
    const teacher = await p.user('teacher', 'sheikh@bench.quran');
    await p.user('student', 'flooder@bench.quran');
    const connect = async (cookie: string) => {
      const socket = io(p.url, {
        transports: ['websocket'],
        extraHeaders: { cookie, origin: 'http://localhost:3000' },
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      return socket;
    };
    const sheikh = await connect(await p.login('sheikh@bench.quran'));
    let rings = 0;
    sheikh.on(SERVER_EVENTS.incomingCallRequest, () => (rings += 1));
    const flooder = await connect(await p.login('flooder@bench.quran'));
    let sent = 0;
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const answer = (await flooder
        .timeout(5_000)
        .emitWithAck(CLIENT_EVENTS.initiateCallRequest, { receiverId: teacher.id })) as {
        ok: boolean;
        callId?: string;
      };
      sent += 1;
      if (answer.ok)
        await flooder.timeout(5_000).emitWithAck(CLIENT_EVENTS.endCall, { callId: answer.callId });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    console.log(`ring flood: ${sent} call attempts in 5 s, ${rings} rings reached the teacher`);
    sheikh.close();
    flooder.close();
  } finally {
    await p.stop();
  }
}

await loginsDuringUploads('with the upload queue (2 at a time)', {});
await loginsDuringUploads('without it (all at once)', { uploadConcurrency: 64, uploadQueue: 64 });
await ringFlood();
