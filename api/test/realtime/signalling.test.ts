import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type P2pSignalMessage,
  type StartMeeting,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, useFastTimings } from './realtime-suite';

useFastTimings({
  SIGNAL_RATE_PER_SECOND: '5',
  SIGNAL_BURST: '10',
  MEETING_REJOIN_GRACE_S: '60',
});

describeBackends('realtime p2p signalling', (ctx) => {
  const harness = new SocketHarness(ctx);

  async function room() {
    const teacher = await harness.user('teacher');
    const student = await harness.user('student');
    const sent = await student.socket.request<{ callId: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      {
        receiverId: teacher.user.id,
      },
    );
    await teacher.socket.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    const { roomName } = await student.socket.next<StartMeeting>(SERVER_EVENTS.startMeeting);
    // The p2p room-join token from POST /meetings/token is accepted when sent.
    const tokenRes = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/token',
      headers: { cookie: student.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { roomName },
    });
    const { token } = tokenRes.json<{ token: string }>();
    assert.equal(
      (await student.socket.request(CLIENT_EVENTS.joinRoom, { roomName, token })).ok,
      true,
    );
    assert.equal((await teacher.socket.request(CLIENT_EVENTS.joinRoom, { roomName })).ok, true);
    return { teacher, student, roomName, token };
  }

  it('relays offers, answers and candidates to the other participant only', async () => {
    const { teacher, student, roomName } = await room();
    const outsider = await harness.user('student');
    const offer = { roomName, description: { type: 'offer', sdp: 'v=0\r\n' } };
    assert.equal((await student.socket.request(CLIENT_EVENTS.p2pSignal, offer)).ok, true);
    const got = await teacher.socket.next<P2pSignalMessage>(SERVER_EVENTS.p2pSignal);
    assert.deepEqual(got, { ...offer, from: student.user.id });
    await student.socket.none(SERVER_EVENTS.p2pSignal);
    await outsider.socket.none(SERVER_EVENTS.p2pSignal, () => true, 50);

    const candidate = {
      roomName,
      candidate: {
        candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    await teacher.socket.request(CLIENT_EVENTS.p2pSignal, candidate);
    assert.deepEqual(await student.socket.next(SERVER_EVENTS.p2pSignal), {
      ...candidate,
      from: teacher.user.id,
    });

    // Not in the room: refused, nothing relayed.
    const intrusion = await outsider.socket.request(CLIENT_EVENTS.p2pSignal, offer);
    assert.equal(intrusion.code, 'not_in_room');
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
  });

  it('drops malformed signals and cuts a flood, keeping the socket', async () => {
    const { teacher, student, roomName } = await room();
    for (const bad of [
      { roomName, description: { type: 'hack', sdp: 'x' } },
      { roomName, description: { type: 'offer', sdp: 'x' }, extra: '<script>' },
      { roomName, candidate: { candidate: 'x'.repeat(5000) } },
      { roomName },
      'garbage',
    ]) {
      assert.equal(
        (await student.socket.request(CLIENT_EVENTS.p2pSignal, bad)).code,
        'invalid_request',
      );
    }
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
    const answers = [];
    for (let i = 0; i < 15; i++) {
      answers.push(
        await student.socket.request(CLIENT_EVENTS.p2pSignal, { roomName, candidate: null }),
      );
    }
    assert.ok(answers.filter((a) => a.ok).length <= 11);
    assert.ok(answers.some((a) => a.code === 'rate_limited'));
    assert.ok(student.socket.socket.connected);
  });

  it('refuses a room-join token of another user', async () => {
    const { teacher, roomName, token } = await room();
    const second = await harness.client(teacher.cookie);
    assert.equal(
      (await second.request(CLIENT_EVENTS.joinRoom, { roomName, token })).code,
      'not_allowed',
    );
  });
});
