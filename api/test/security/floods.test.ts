import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CLIENT_EVENTS, SERVER_EVENTS, type IncomingCallRequest } from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, sleep, useFastTimings } from '../realtime/realtime-suite';
import { TestClient } from '../realtime/socket-client';

useFastTimings({ RING_TIMEOUT_MS: '5000' });

type Ack = { ok: boolean; code?: string; callId?: string };

describeBackends(
  'floods a stranger could send',
  (ctx) => {
    const harness = new SocketHarness(ctx);

    it('a ring flood from one student reaches the teacher no more than its allowance', async () => {
      const { user: teacher, socket: sheikh } = await harness.user('teacher');
      const { socket: caller } = await harness.user('student');
      const answers: Ack[] = [];
      for (let i = 0; i < 40; i += 1) {
        const started = await caller.request<Ack>(CLIENT_EVENTS.initiateCallRequest, {
          receiverId: teacher.id,
        });
        answers.push(started);
        if (started.ok) await caller.request(CLIENT_EVENTS.endCall, { callId: started.callId });
      }
      await sleep(300);
      const rings = sheikh.received.filter(
        (item) => item.event === SERVER_EVENTS.incomingCallRequest,
      ) as Array<{ payload: IncomingCallRequest }>;
      assert.equal(answers.filter((answer) => answer.ok).length, 3);
      assert.equal(rings.length, 3, 'rings delivered to the teacher');
      assert.ok(answers.slice(3).every((answer) => answer.code === 'rate_limited'));
      // Another student may still call the same teacher.
      const { socket: other } = await harness.user('student');
      const fair = await other.request<Ack>(CLIENT_EVENTS.initiateCallRequest, {
        receiverId: teacher.id,
      });
      assert.equal(fair.ok, true);
    });

    it('rings to an absent teacher (each a missed call) are held by the same allowance', async () => {
      const teacher = await ctx.createUser('teacher');
      const { socket: caller } = await harness.user('student');
      const reasons: Array<string | undefined> = [];
      for (let i = 0; i < 10; i += 1) {
        const answer = await caller.request<Ack>(CLIENT_EVENTS.initiateCallRequest, {
          receiverId: teacher.id,
        });
        reasons.push(answer.code);
      }
      assert.deepEqual(reasons.slice(0, 3), ['offline', 'offline', 'offline']);
      assert.ok(
        reasons.slice(3).every((reason) => reason === 'rate_limited'),
        String(reasons),
      );
    });

    it('a burst of any one event is cut at its allowance, and the socket lives on', async () => {
      const teacher = await ctx.createUser('teacher');
      const { socket } = await harness.user('student');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          socket.request<{ ok: boolean; code?: string }>(CLIENT_EVENTS.getTeacherStatus, {
            userId: teacher.id,
          }),
        ),
      );
      const limited = answers.filter((answer) => answer.code === 'rate_limited').length;
      assert.ok(limited >= 50 && limited <= 70, `rate limited: ${limited} of 100`);
      assert.equal(socket.socket.connected, true);
      await sleep(1100);
      const later = await socket.request<{ ok: boolean; code?: string }>(
        CLIENT_EVENTS.getTeacherStatus,
        { userId: teacher.id },
      );
      assert.equal(later.ok, true);
    });

    it('one address holds only so many anonymous sockets; signed-in ones are not counted', async () => {
      for (let i = 0; i < 3; i += 1) await harness.client();
      const refused = new TestClient(harness.url, {});
      await assert.rejects(refused.open(), /Too many connections/);
      refused.close();
      const { socket } = await harness.user('student');
      assert.equal(socket.socket.connected, true);
    });

    it('sign-ups are limited per address, and admins are told once per wave', async () => {
      const admin = await ctx.createUser('admin');
      const register = (n: number, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/register',
          remoteAddress,
          payload: {
            name: `Applicant ${n}`,
            contact: `applicant${n}@test.quran`,
            password: 'secret12',
            confirmPassword: 'secret12',
            role: 'teacher',
          },
        });
      const statuses: number[] = [];
      for (let n = 0; n < 5; n += 1) statuses.push((await register(n, '10.9.0.1')).statusCode);
      assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
      const other = await register(99, '10.9.0.2');
      assert.equal(other.statusCode, 201);
      await ctx.app.notifier.settled();
      const page = await ctx.app.notificationsRepository.page(admin.id, 50);
      assert.deepEqual(
        page.rows.map((row) => row.type),
        ['registrationPending'],
      );
    });
  },
  {
    build: {
      rateLimits: {
        registrations: { max: 3, windowS: 3600 },
        anonymousSocketsPerAddress: 3,
      },
    },
  },
);
