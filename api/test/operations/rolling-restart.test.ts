import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type StartMeeting } from '@app/shared/protocol';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { ApiProcess } from './api-process';
import { nginxUnavailable, OwnNginx } from './own-nginx';
import {
  freePort,
  OwnPostgres,
  ownPostgresUnavailable,
  OwnRedis,
  ownRedisUnavailable,
} from './own-servers';

const skip = ownRedisUnavailable() ?? ownPostgresUnavailable() ?? nginxUnavailable() ?? false;

interface Person {
  id: string;
  cookie: string;
  socket: Socket;
  /** How often the socket came back after its process went away, and each rejoin's answer. */
  rejoins: { ok: boolean }[];
}

describe('rolling restart of two API processes behind the deployment nginx', { skip }, () => {
  let redis: OwnRedis;
  let postgres: OwnPostgres;
  let nginx: OwnNginx;
  const apis: ApiProcess[] = [];
  const ports: number[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-rolling-'));
  let env: Record<string, string>;

  before(async () => {
    redis = await OwnRedis.start();
    postgres = await OwnPostgres.start();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SEED_DEMO: 'true',
      SHUTDOWN_GRACE_S: '5',
    };
    ports.push(await freePort(), await freePort());
    // One after the other: the first applies the migrations and seeds.
    for (const port of ports) apis.push(await ApiProcess.start(port, env));
    nginx = await OwnNginx.start(await freePort(), ports);
  });
  after(async () => {
    for (const api of apis) api.kill();
    await nginx?.close();
    await redis?.close();
    postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<{ id: string; cookie: string }> {
    const res = await fetch(`${nginx.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email, password: DEMO_PASSWORD }),
    });
    assert.equal(res.status, 200);
    const { user } = (await res.json()) as { user: { _id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { id: user._id, cookie };
  }

  async function connect(who: { id: string; cookie: string }): Promise<Person> {
    const socket = io(nginx.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: who.cookie },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    return { ...who, socket, rejoins: [] };
  }

  it('keeps the socket.io polling session on one process (sticky cookie)', async () => {
    const handshake = await fetch(`${nginx.url}/socket.io/?EIO=4&transport=polling`);
    assert.equal(handshake.status, 200);
    const route = handshake.headers.getSetCookie().find((line) => line.startsWith('qlroute='));
    assert.ok(route, 'nginx gives the routing cookie');
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
    assert.ok(sid);
    const cookie = route.split(';')[0]!;
    // Without stickiness about half of these would reach the other process: 400 unknown sid.
    for (let index = 0; index < 10; index += 1) {
      const res = await fetch(`${nginx.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/plain;charset=UTF-8' },
        // A pong: a valid client packet at any time.
        body: '3',
      });
      assert.equal(res.status, 200, `request ${index}: ${await res.text()}`);
    }
  });

  it('answers every request and keeps the live lesson while each process restarts in turn', async () => {
    const teacher = await connect(await signIn('teacher1@demo.quran'));
    const student = await connect(await signIn('student1@demo.quran'));
    try {
      const sent = (await student.socket
        .timeout(8000)
        .emitWithAck(CLIENT_EVENTS.initiateCallRequest, { receiverId: teacher.id })) as {
        ok: boolean;
        callId: string;
      };
      assert.equal(sent.ok, true);
      const started = new Promise<StartMeeting>((resolve) =>
        student.socket.once(SERVER_EVENTS.startMeeting, resolve),
      );
      const answer = (await teacher.socket
        .timeout(8000)
        .emitWithAck(CLIENT_EVENTS.respondToCallRequest, {
          callId: sent.callId,
          action: 'accept',
        })) as { ok: boolean };
      assert.equal(answer.ok, true);
      const { roomName } = await started;
      for (const person of [teacher, student]) {
        const joined = (await person.socket
          .timeout(8000)
          .emitWithAck(CLIENT_EVENTS.joinRoom, { roomName })) as { ok: boolean };
        assert.equal(joined.ok, true);
        // What the meeting page does when its socket comes back: join the room again.
        person.socket.io.on('reconnect', () => {
          void person.socket
            .timeout(8000)
            .emitWithAck(CLIENT_EVENTS.joinRoom, { roomName })
            .then(
              (ack: { ok: boolean }) => person.rejoins.push(ack),
              () => person.rejoins.push({ ok: false }),
            );
        });
      }
      const live = await fetch(`${nginx.url}/meetings/teacher-joined`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: teacher.cookie },
        body: JSON.stringify({ roomId: roomName }),
      });
      assert.equal(live.status, 200);

      // Steady traffic through nginx for the whole restart.
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      const traffic = (async () => {
        while (running) {
          for (const url of ['/health', '/config']) {
            try {
              const res = await fetch(`${nginx.url}${url}`);
              if (res.status === 200) answered += 1;
              else failures.push(`${url}: ${res.status} at ${new Date().toISOString()}`);
              await res.arrayBuffer();
            } catch (error) {
              failures.push(`${url}: ${(error as Error).message}`);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();

      try {
        for (let index = 0; index < apis.length; index += 1) {
          const { code, ms } = await apis[index]!.terminate();
          assert.equal(code, 0, apis[index]!.output);
          assert.ok(ms < 5_000, `process ${index} took ${ms} ms to stop`);
          apis[index] = await ApiProcess.start(ports[index]!, env);
          // As the runbook says: the next process stops only once this one is ready and nginx's
          // fail_timeout (2 s) has passed, so nginx sends to it again.
          const ready = await fetch(`${apis[index]!.url}/health/ready`);
          assert.equal(ready.status, 200);
          await new Promise((resolve) => setTimeout(resolve, 2_500));
        }
      } finally {
        running = false;
        await traffic;
      }

      assert.deepEqual(failures, [], `answered ${answered}, failed ${failures.length}`);
      assert.ok(answered > 50, `only ${answered} requests were made`);
      for (const person of [teacher, student]) {
        assert.ok(person.socket.connected, 'the socket is connected again');
        assert.ok(person.rejoins.length >= 1, 'its process went away at least once');
        assert.ok(
          person.rejoins.every((ack) => ack.ok),
          `rejoins: ${JSON.stringify(person.rejoins)}`,
        );
      }
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ status: string }>(
          'select status from meetings where room_name = $1',
          [roomName],
        );
        assert.equal(rows[0]?.status, 'active', 'the lesson is still live');
      } finally {
        await client.end();
      }
    } finally {
      teacher.socket.disconnect();
      student.socket.disconnect();
    }
  });
});
