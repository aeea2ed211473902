import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  CONDUCT_VERSION,
  SERVER_EVENTS,
  type IncomingCallRequest,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, sleep, useFastTimings } from '../realtime/realtime-suite';
import { TestClient } from '../realtime/socket-client';
import { enter, meetingScenes } from '../realtime/meeting-scenes';

useFastTimings({ RING_TIMEOUT_MS: '5000' });

type Ack = { ok: boolean; code?: string; callId?: string };

describeBackends(
  'floods a stranger could send',
  (ctx) => {
    const harness = new SocketHarness(ctx);
    const scenes = meetingScenes(harness);

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
      assert.deepEqual(reasons.slice(0, 3), ['calls.offline', 'calls.offline', 'calls.offline']);
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
            teacherId: teacher.id,
          }),
        ),
      );
      const limited = answers.filter((answer) => answer.code === 'rate_limited').length;
      assert.ok(limited >= 50 && limited <= 70, `rate limited: ${limited} of 100`);
      assert.equal(socket.socket.connected, true);
      await sleep(1100);
      const later = await socket.request<{ ok: boolean; code?: string }>(
        CLIENT_EVENTS.getTeacherStatus,
        { teacherId: teacher.id },
      );
      assert.equal(later.ok, true);
    });

    it('one address holds only so many anonymous sockets; signed-in ones are not counted', async () => {
      for (let i = 0; i < 3; i += 1) await harness.client();
      const refused = new TestClient(harness.url, {});
      await assert.rejects(refused.open(), /Too many live connections/);
      refused.close();
      const { socket } = await harness.user('student');
      assert.equal(socket.socket.connected, true);
    });

    it('one user holds only so many sockets, refused with a code; the tabs of a shared tablet still work', async () => {
      const { cookie } = await ctx.signedIn('student');
      // Four tabs (the suite's cap) connect and work.
      const tabs = [];
      for (let i = 0; i < 4; i += 1) tabs.push(await harness.client(cookie));
      const refused = new TestClient(harness.url, { cookie });
      const error = await refused.open().then(
        () => null,
        (failure: Error & { data?: { code?: string } }) => failure,
      );
      refused.close();
      assert.equal(error?.data?.code, 'sockets.too_many');
      // Closing a tab frees its place.
      tabs[0]!.close();
      await sleep(50);
      const again = await harness.client(cookie);
      assert.equal(again.socket.connected, true);
    });

    it('the chat allowance is per person, not per socket: more tabs send no faster', async () => {
      const { student, roomName } = await scenes.joined();
      const tabs = [student.socket];
      for (let i = 0; i < 3; i += 1) {
        const tab = await harness.client(student.cookie);
        await enter(tab, roomName);
        tabs.push(tab);
      }
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          tabs[i % tabs.length]!.request<Ack>(CLIENT_EVENTS.classroomChat, {
            roomName,
            text: `message ${i}`,
          }),
        ),
      );
      // Only the newest tab is in the lesson (a tab that joins takes the lesson over), so the
      // others are told not_in_room: every answer but rate_limited spent the allowance.
      const spent = answers.filter((answer) => answer.code !== 'rate_limited').length;
      // The burst (5) and at most a token or two refilled while the requests travel.
      assert.ok(spent >= 5 && spent <= 7, `spent ${spent} of 20: ${JSON.stringify(answers)}`);
    });

    it('NUL and lone surrogates in a socket payload are refused with invalid_text, never a server error', async () => {
      const { student, roomName } = await scenes.joined();
      for (const text of ['a\u0000b', 'a\uD800b', '\uDC00']) {
        const chat = await student.socket.request<Ack>(CLIENT_EVENTS.classroomChat, {
          roomName,
          text,
        });
        assert.deepEqual(
          [chat.ok, chat.code],
          [false, 'request.invalid_text'],
          JSON.stringify(text),
        );
      }
      const room = await student.socket.request<Ack>(CLIENT_EVENTS.joinRoom, {
        roomName: `${roomName}\u0000`,
      });
      assert.equal(room.code, 'request.invalid_text');
      // Nothing was stored: the lesson's chat is empty, and the socket still works.
      const fine = await student.socket.request<Ack>(CLIENT_EVENTS.classroomChat, {
        roomName,
        text: 'السلام عليكم 👋',
      });
      assert.equal(fine.ok, true);
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
            acceptedConduct: CONDUCT_VERSION,
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
        socketsPerUser: 4,
      },
    },
  },
);
