import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CLIENT_EVENTS, SERVER_EVENTS, type P2pSignalMessage } from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { enter, meetingScenes } from './meeting-scenes';
import { SocketHarness, useFastTimings } from './realtime-suite';

useFastTimings({
  SIGNAL_RATE_PER_SECOND: '5',
  SIGNAL_BURST: '10',
  MEETING_REJOIN_GRACE_S: '60',
});

describeBackends('realtime p2p signalling', (ctx) => {
  const harness = new SocketHarness(ctx);

  const { joined: room } = meetingScenes(harness);

  it('relays offers, answers and candidates to the other participant only', async () => {
    const { teacher, student, roomName } = await room();
    const outsider = await harness.user('student');
    const offer = { roomName, to: teacher.user.id, description: { type: 'offer', sdp: 'v=0\r\n' } };
    assert.equal((await student.socket.request(CLIENT_EVENTS.p2pSignal, offer)).ok, true);
    const got = await teacher.socket.next<P2pSignalMessage>(SERVER_EVENTS.p2pSignal);
    assert.deepEqual(got, { ...offer, from: student.user.id });
    await student.socket.none(SERVER_EVENTS.p2pSignal);
    await outsider.socket.none(SERVER_EVENTS.p2pSignal, () => true, 50);

    const candidate = {
      roomName,
      to: student.user.id,
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
    assert.equal(intrusion.code, 'meetings.not_in_room');
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
  });

  it('drops malformed signals and cuts a flood, keeping the socket', async () => {
    const { teacher, student, roomName } = await room();
    const to = teacher.user.id;
    for (const bad of [
      { roomName, to, description: { type: 'hack', sdp: 'x' } },
      { roomName, to, description: { type: 'offer', sdp: 'x' }, extra: '<script>' },
      { roomName, to, candidate: { candidate: 'x'.repeat(5000) } },
      { roomName, to },
      // A signal names the one it is for.
      { roomName, description: { type: 'offer', sdp: 'x' } },
      'garbage',
    ]) {
      assert.equal(
        (await student.socket.request(CLIENT_EVENTS.p2pSignal, bad)).code,
        'request.invalid',
      );
    }
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
    const answers = [];
    for (let i = 0; i < 15; i++) {
      answers.push(
        await student.socket.request(CLIENT_EVENTS.p2pSignal, { roomName, to, candidate: null }),
      );
    }
    assert.ok(answers.filter((a) => a.ok).length <= 11);
    assert.ok(answers.some((a) => a.code === 'rate_limited'));
    assert.ok(student.socket.socket.connected);
  });

  it("a second tab enters on its session alone and takes the lesson's signals over; an outsider is refused", async () => {
    const { teacher, student, roomName } = await room();
    const second = await harness.client(teacher.cookie);
    const entered = await enter(second, roomName);
    assert.deepEqual(entered.participants, [student.user.id]);
    // Its session alone lets it in: no token from another tab was needed.
    assert.equal(entered.token, null);
    const offer = { roomName, to: teacher.user.id, description: { type: 'offer', sdp: 'v=0\r\n' } };
    assert.equal((await student.socket.request(CLIENT_EVENTS.p2pSignal, offer)).ok, true);
    assert.deepEqual(await second.next(SERVER_EVENTS.p2pSignal), {
      ...offer,
      from: student.user.id,
    });
    // The replaced tab is out of the room: it hears nothing, and may not signal.
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
    const back = { ...offer, to: student.user.id };
    assert.equal(
      (await teacher.socket.request(CLIENT_EVENTS.p2pSignal, back)).code,
      'meetings.not_in_room',
    );
    const outsider = await harness.user('student');
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'auth.forbidden',
    );
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.p2pSignal, offer)).code,
      'meetings.not_in_room',
    );
    await second.none(SERVER_EVENTS.p2pSignal);
  });
});
