import assert from 'node:assert/strict';
import { PacketType } from 'socket.io-parser';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AuthErrorPayload,
  type ClassroomChatMessage,
} from '@app/shared/protocol';
import { describeBackends, TEST_PASSWORD, type TestContext } from '../helpers/test-app';
import { enter, meetingScenes } from '../realtime/meeting-scenes';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';
import { TestClient } from '../realtime/socket-client';

// A long rejoin window: the lesson must still be open when the intruders knock.
useFastTimings({ MEETING_REJOIN_GRACE_S: '30', MEETING_EMPTY_GRACE_MS: '60000' });

/** Everything a room or a user's tabs may be sent, that a stranger must never hear. */
const PRIVATE_EVENTS = [
  SERVER_EVENTS.classroomChatMessage,
  SERVER_EVENTS.classroomState,
  SERVER_EVENTS.classroomNotes,
  SERVER_EVENTS.classroomMark,
  SERVER_EVENTS.p2pSignal,
  SERVER_EVENTS.participantJoined,
  SERVER_EVENTS.participantLeft,
  SERVER_EVENTS.meetingInterrupted,
  SERVER_EVENTS.meetingEnded,
  SERVER_EVENTS.notificationCreated,
];

/** How a session stops being the user's, each as the product does it. */
type Revocation = (
  ctx: TestContext,
  victim: { id: string; cookie: string; email: string },
) => Promise<void>;

const REVOCATIONS: Record<string, Revocation> = {
  logout: async (ctx, victim) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: victim.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { userId: victim.id },
    });
    assert.equal(res.statusCode, 200, res.body);
  },
  // Changing the password from another device ends every other login, the stolen one too.
  'password change': async (ctx, victim) => {
    const otherDevice = await ctx.login(victim.email);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: { cookie: otherDevice, origin: ctx.config.CORS_ORIGINS[0] },
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'changed-pass-1',
        confirmPassword: 'changed-pass-1',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
  },
  'password reset': async (ctx, victim) => {
    // The token the reset mail would carry.
    const token = await ctx.app.accountTokens.issue(victim.id, 'reset_password', 60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    assert.equal(res.statusCode, 200, res.body);
  },
  'role change': async (ctx, victim) => {
    const admin = await ctx.signedIn('admin');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/users/${victim.id}`,
      headers: { cookie: admin.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { role: 'teacher' },
    });
    assert.equal(res.statusCode, 200, res.body);
  },
  ban: async (ctx, victim) => {
    const admin = await ctx.signedIn('admin');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/users/${victim.id}/toggle-active`,
      headers: { cookie: admin.cookie, origin: ctx.config.CORS_ORIGINS[0] },
    });
    assert.equal(res.statusCode, 200, res.body);
  },
};

/**
 * A signed-in socket, and the recovery id a thief would replay: the one the server handed out
 * in its CONNECT packet if it handed one, otherwise the socket's own id.
 */
async function openWithRecoveryId(url: string, cookie: string) {
  const client = new TestClient(url, { cookie });
  let pid: string | undefined;
  client.socket.io.on('packet', (packet: { type: number; data?: { pid?: string } }) => {
    if (packet.type === PacketType.CONNECT) pid = packet.data?.pid;
  });
  await client.open();
  return { client, recoveryId: { pid: pid ?? client.socket.id ?? '', offset: '' }, issued: pid };
}

describeBackends('a revoked socket gets nothing back', (ctx) => {
  const harness = new SocketHarness(ctx);
  const scenes = meetingScenes(harness);

  for (const [name, revoke] of Object.entries(REVOCATIONS)) {
    it(`after ${name}, the old recovery id with no cookie or another user's cookie hears and sends nothing`, async () => {
      const { teacher, student, roomName, started } = await scenes.joined();
      // A second socket of the same login: its recovery id is the one a thief kept.
      const stolen = await openWithRecoveryId(harness.url, student.cookie);
      const kept = stolen.recoveryId;
      // The thief's connection drops (a recoverable loss for the server), then the session ends.
      stolen.client.socket.io.engine.close();

      const kicked = student.socket.next<AuthErrorPayload>(SERVER_EVENTS.authError);
      await revoke(ctx, {
        id: student.user.id,
        cookie: student.cookie,
        email: student.user.email!,
      });
      await kicked;

      const other = await ctx.signedIn('student');
      const intruders = [
        await harness.client(undefined, { auth: kept }),
        await harness.client(other.cookie, { auth: kept }),
      ];
      for (const intruder of intruders) {
        assert.notEqual(intruder.socket.recovered, true);
        // Nothing into the lesson: chat, the shared page, video signals.
        const chat = await intruder.request<{ ok: boolean; code?: string }>(
          CLIENT_EVENTS.classroomChat,
          { roomName, text: 'let me in' },
        );
        assert.equal(chat.ok, false);
        const turn = await intruder.request<{ ok: boolean }>(CLIENT_EVENTS.classroomUpdate, {
          roomName,
          page: 42,
        });
        assert.equal(turn.ok, false);
        const signal = await intruder.request<{ ok: boolean }>(CLIENT_EVENTS.p2pSignal, {
          roomName,
          to: teacher.user.id,
          description: { type: 'offer', sdp: 'v=0' },
        });
        assert.equal(signal.ok, false);
      }
      await teacher.socket.none(SERVER_EVENTS.classroomChatMessage);
      await teacher.socket.none(SERVER_EVENTS.p2pSignal);

      // The lesson goes on without them: the teacher talks, turns the page, writes notes.
      const said = await teacher.socket.request<{ ok: boolean }>(CLIENT_EVENTS.classroomChat, {
        roomName,
        text: 'only for my student',
      });
      assert.equal(said.ok, true);
      await teacher.socket.request(CLIENT_EVENTS.classroomUpdate, { roomName, page: 43 });
      if (started.meetingId) {
        await ctx.app.inject({
          method: 'PUT',
          url: `/classroom/meetings/${started.meetingId}/notes`,
          headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
          payload: { summary: 'Private to the student', homework: '' },
        });
      }
      stolen.client.close();
      assert.equal(stolen.issued, undefined, 'the server keeps no connection state to recover');
      for (const intruder of intruders) {
        for (const event of PRIVATE_EVENTS) {
          await intruder.none<ClassroomChatMessage>(event, () => true, 50);
        }
      }
    });
  }

  it('a network drop still comes back into the lesson with the same login', async () => {
    const { teacher, student, roomName } = await scenes.joined();
    const back = await harness.client(student.cookie);
    await enter(back, roomName);
    const said = await teacher.socket.request<{ ok: boolean }>(CLIENT_EVENTS.classroomChat, {
      roomName,
      text: 'welcome back',
    });
    assert.equal(said.ok, true);
    const heard = await back.next<ClassroomChatMessage>(SERVER_EVENTS.classroomChatMessage);
    assert.equal(heard.message.text, 'welcome back');
  });
});
