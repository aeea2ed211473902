import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type MeetingInterrupted,
  type MeetingResumed,
  type OngoingMeetingPayload,
  type StartMeeting,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import { build } from '../../src/app';
import { hashPassword } from '../../src/users/passwords';
import type { UserRow } from '../../src/db/schema';
import { TEST_PASSWORD, cookieHeader, testConfig } from '../helpers/test-app';
import {
  ApiProcess,
  FailoverProxy,
  dropRedisPrefix,
  freePort,
  throwawayDatabase,
} from './cluster-harness';
import { enter, enterLesson } from './meeting-scenes';
import { TestClient } from './socket-client';
import { sleep } from './realtime-suite';

const { REDIS_URL, DATABASE_URL } = process.env;
const skip =
  REDIS_URL && DATABASE_URL
    ? false
    : 'multi-process test skipped: needs REDIS_URL and DATABASE_URL';

/** The student's view of the list: the snapshot with every delta applied. */
function trackList(client: TestClient) {
  const list = new Map<string, UsersListEntry>();
  client.socket.on(SERVER_EVENTS.allUsersList, (entries: UsersListEntry[]) => {
    list.clear();
    for (const entry of entries) list.set(entry._id, entry);
  });
  client.socket.on(SERVER_EVENTS.usersListDelta, (delta: UsersListDelta) => {
    if (delta.type === 'remove') list.delete(delta._id);
    else if (delta.type === 'upsert') list.set(delta.user._id, delta.user);
    else {
      const { type: _type, ...presence } = delta;
      const entry = list.get(delta._id);
      if (entry) list.set(delta._id, { ...entry, ...presence });
    }
  });
  return list;
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

describe('realtime across two API processes (Redis)', { skip }, () => {
  const prefix = `rt-test-${randomBytes(4).toString('hex')}:`;
  const secret = `cluster-secret-${randomBytes(16).toString('hex')}`;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  let setup: FastifyInstance;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: FailoverProxy;
  const clients: TestClient[] = [];
  const people: Record<'student' | 'teacher' | 'teacher2', { user: UserRow; cookie: string }> =
    {} as never;

  before(async () => {
    database = await throwawayDatabase(DATABASE_URL!);
    // Migrates the database and makes the accounts; the servers then find it ready.
    setup = await build(testConfig({ DATABASE_URL: database.url, SESSION_SECRET: secret }));
    await setup.ready();
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (const [key, role] of [
      ['student', 'student'],
      ['teacher', 'teacher'],
      ['teacher2', 'teacher'],
    ] as const) {
      const user = await setup.usersRepository.create({
        name: key,
        email: `${key}@cluster.test`,
        role,
        loginMethod: 'email',
        passwordHash,
        status: 'active',
        verified: true,
      });
      const res = await setup.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { contact: user.email, password: TEST_PASSWORD },
      });
      people[key] = { user, cookie: cookieHeader(res) };
    }
    await setup.close();

    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      REALTIME_REDIS_PREFIX: prefix,
      SESSION_SECRET: secret,
      LOG_LEVEL: 'warn',
      PRESENCE_GRACE_MS: '500',
      NODE_HEARTBEAT_TTL_MS: '1500',
      REALTIME_SWEEP_MS: '200',
      MEETING_REJOIN_GRACE_S: '2',
      SOCKET_TRANSPORTS: 'websocket',
    };
    a = new ApiProcess(await freePort(), env);
    b = new ApiProcess(await freePort(), env);
    await Promise.all([a.start(), b.start()]);
    proxy = new FailoverProxy([b.port, a.port]);
    await proxy.listen();
  });

  after(async () => {
    for (const client of clients) client.close();
    await proxy?.close();
    await a?.stop('SIGTERM');
    await b?.stop('SIGTERM');
    a?.cleanup();
    b?.cleanup();
    await dropRedisPrefix(REDIS_URL!, prefix);
    await database?.drop();
  });

  const open = async (url: string, cookie: string, reconnection: boolean) => {
    const client = new TestClient(url, { cookie, reconnection });
    clients.push(client);
    return client;
  };

  it('a participant lost on one process rejoins on the other; the window closes once', async () => {
    const student = await (await open(a.url, people.student.cookie, false)).open();
    const teacher = await (await open(b.url, people.teacher.cookie, false)).open();
    const sent = await student.request<{ ok: boolean; callId: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      { receiverId: people.teacher.user.id },
    );
    await teacher.next(SERVER_EVENTS.incomingCallRequest);
    await teacher.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    const { roomName, meetingId } = await student.next<StartMeeting>(SERVER_EVENTS.startMeeting);
    await enterLesson(teacher, student, roomName);

    // Lost on A, back on B.
    student.close();
    const lost = await teacher.next<MeetingInterrupted>(SERVER_EVENTS.meetingInterrupted);
    assert.equal(lost.userId, people.student.user.id);
    const back = await (await open(b.url, people.student.cookie, false)).open();
    const ongoing = await back.request<{ ok: true } & OngoingMeetingPayload>(
      CLIENT_EVENTS.getOngoingMeeting,
      {},
    );
    assert.equal(ongoing.meeting?.meetingId, meetingId);
    await enter(back, roomName);
    await teacher.next<MeetingResumed>(SERVER_EVENTS.meetingResumed);

    // Lost again, for good: both processes watch the window, exactly one ends the meeting.
    back.close();
    await teacher.next<MeetingInterrupted>(SERVER_EVENTS.meetingInterrupted);
    const ended = await teacher.next<MeetingEnded>(SERVER_EVENTS.meetingEnded, undefined, 6000);
    assert.equal(ended.reason, 'participant_lost');
    await teacher.none(SERVER_EVENTS.meetingEnded, undefined, 1000);
    teacher.close();
  });

  it('presence, ring, accept and end work across processes; a killed process fails over', async () => {
    const student = await open(a.url, people.student.cookie, false);
    const list = trackList(student);
    await student.open();
    // The teacher reaches B through the balancer; teacher2 is pinned to B and never comes back.
    const teacher = await (
      await open(`http://127.0.0.1:${proxy.port}`, people.teacher.cookie, true)
    ).open();
    const teacher2 = await (await open(b.url, people.teacher2.cookie, false)).open();
    const status = (id: string) => list.get(id)?.status;
    await until(
      () =>
        status(people.teacher.user.id) === 'online' && status(people.teacher2.user.id) === 'online',
      3000,
      'both teachers online for the student on the other process',
    );

    const sent = await student.request<{ ok: boolean; callId: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      { receiverId: people.teacher.user.id },
    );
    assert.equal(sent.ok, true);
    await teacher.next(SERVER_EVENTS.incomingCallRequest);
    const accepted = await teacher.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    assert.equal(accepted.ok, true);
    const { roomName } = await student.next<StartMeeting>(SERVER_EVENTS.startMeeting);
    await until(
      () => list.get(people.teacher.user.id)?.inMeeting === true,
      3000,
      'teacher in meeting',
    );
    await enterLesson(teacher, student, roomName);
    await teacher.request(CLIENT_EVENTS.endCall, { callId: sent.callId, roomName });
    const ended = await student.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.equal(ended.reason, 'ended_by_participant');
    await until(() => list.get(people.teacher.user.id)?.status === 'online', 3000, 'teacher free');

    // Crash B: the teacher's client reconnects through the balancer to A.
    const killedAt = Date.now();
    await b.stop('SIGKILL');
    await until(
      () =>
        teacher.socket.connected &&
        status(people.teacher.user.id) === 'online' &&
        status(people.teacher2.user.id) === 'offline',
      5000,
      'presence correct after the crash',
    );
    const settledIn = Date.now() - killedAt;
    assert.ok(settledIn <= 5000, `settled in ${settledIn} ms`);
    assert.ok(!teacher2.socket.connected);

    // And calls still ring on the surviving process.
    const again = await student.request<{ ok: boolean; callId: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      { receiverId: people.teacher.user.id },
    );
    assert.equal(again.ok, true);
    await teacher.next(
      SERVER_EVENTS.incomingCallRequest,
      (c: { callId: string }) => c.callId === again.callId,
    );
  });
});
