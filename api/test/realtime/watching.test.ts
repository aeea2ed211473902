import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type P2pSignalMessage,
  type SocketAck,
  type WatchEntry,
  type WatcherEvent,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { enter, meetingScenes } from './meeting-scenes';
import { SocketHarness, useFastTimings } from './realtime-suite';

useFastTimings({ MEETING_REJOIN_GRACE_S: '60' });

const LIMITS = { guardiansPerChild: 2, childrenPerGuardian: 10 };

/** The refusal's code, or 'ok' when the guardian may watch. */
const codeOf = (answer: SocketAck<WatchEntry>) => (answer.ok ? 'ok' : answer.code);

describeBackends('realtime: a guardian watches a lesson', (ctx) => {
  const harness = new SocketHarness(ctx);
  const { joined: lesson } = meetingScenes(harness);

  /** A running lesson, and a guardian of its student with a socket of its own. */
  async function watchedLesson() {
    const scene = await lesson();
    const guardian = await harness.user('guardian');
    await ctx.app.familyRepository.link(guardian.user.id, scene.student.user.id, LIMITS);
    return { ...scene, guardian };
  }

  const watch = (
    who: { socket: { request: <T>(e: string, p: unknown) => Promise<T> } },
    roomName: string,
  ) => who.socket.request<SocketAck<WatchEntry>>(CLIENT_EVENTS.watchLesson, { roomName });

  it('the guardian receives the video of both participants, who both hear that it watches', async () => {
    const { teacher, student, guardian, roomName } = await watchedLesson();
    const entry = await watch(guardian, roomName);
    assert.ok(entry.ok, JSON.stringify(entry));
    assert.deepEqual(
      entry.participants.map((p) => [p.userId, p.role]).sort(),
      [
        [student.user.id, 'student'],
        [teacher.user.id, 'teacher'],
      ].sort(),
    );
    assert.deepEqual([...entry.present].sort(), [student.user.id, teacher.user.id].sort());
    // The built-in video needs no token; nothing of the lesson's moderation is handed out.
    assert.equal(entry.token, null);
    for (const side of [teacher, student]) {
      const seen = await side.socket.next<WatcherEvent>(SERVER_EVENTS.watcherJoined);
      assert.deepEqual(seen, { roomName, userId: guardian.user.id, name: guardian.user.name });
    }

    // A participant entering now (a reloaded tab) learns who watches.
    const reloaded = await harness.client(teacher.cookie);
    const again = await enter(reloaded, roomName);
    assert.deepEqual(again.watchers, [{ userId: guardian.user.id, name: guardian.user.name }]);
    assert.equal(
      (await guardian.socket.next<{ userId: string }>(SERVER_EVENTS.participantJoined)).userId,
      teacher.user.id,
    );

    // Signals go to the one they name: the Sheikh offers to the guardian, who answers him.
    const offer = {
      roomName,
      to: guardian.user.id,
      description: { type: 'offer', sdp: 'v=0\r\n' },
    };
    assert.equal((await reloaded.request(CLIENT_EVENTS.p2pSignal, offer)).ok, true);
    assert.deepEqual(await guardian.socket.next<P2pSignalMessage>(SERVER_EVENTS.p2pSignal), {
      ...offer,
      from: teacher.user.id,
    });
    await student.socket.none(SERVER_EVENTS.p2pSignal);
    const answer = {
      roomName,
      to: teacher.user.id,
      description: { type: 'answer', sdp: 'v=0\r\n' },
    };
    assert.equal((await guardian.socket.request(CLIENT_EVENTS.p2pSignal, answer)).ok, true);
    assert.deepEqual(await reloaded.next<P2pSignalMessage>(SERVER_EVENTS.p2pSignal), {
      ...answer,
      from: guardian.user.id,
    });

    // The watcher is no participant: it cannot chat or turn the page.
    const chat = await guardian.socket.request(CLIENT_EVENTS.classroomChat, {
      roomName,
      text: 'hi',
    });
    assert.equal(chat.ok, false);

    assert.equal(
      (await guardian.socket.request(CLIENT_EVENTS.stopWatching, { roomName })).ok,
      true,
    );
    const left = await student.socket.next<WatcherEvent>(SERVER_EVENTS.watcherLeft);
    assert.equal(left.userId, guardian.user.id);
    assert.equal(
      (await guardian.socket.request(CLIENT_EVENTS.p2pSignal, answer)).code,
      'meetings.not_in_room',
    );
  });

  it('only a guardian of the lesson’s student may watch, and nobody else hears of it', async () => {
    const { teacher, student, roomName } = await watchedLesson();
    const stranger = await harness.user('guardian');
    assert.equal(codeOf(await watch(stranger, roomName)), 'meetings.not_found');
    assert.equal(codeOf(await watch(stranger, 'no-such-room')), 'meetings.not_found');
    const otherStudent = await harness.user('student');
    assert.equal(codeOf(await watch(otherStudent, roomName)), 'family.guardians_only');
    assert.equal(codeOf(await watch(teacher, roomName)), 'family.guardians_only');
    await student.socket.none(SERVER_EVENTS.watcherJoined);
    // Not watching: no signal of it is relayed to the lesson.
    const intrusion = await stranger.socket.request(CLIENT_EVENTS.p2pSignal, {
      roomName,
      to: teacher.user.id,
      description: { type: 'offer', sdp: 'v=0\r\n' },
    });
    assert.equal(intrusion.code, 'meetings.not_in_room');
    await teacher.socket.none(SERVER_EVENTS.p2pSignal);
  });

  it('the end of the lesson reaches the watcher and ends its watching', async () => {
    const { teacher, student, guardian, roomName } = await watchedLesson();
    assert.ok((await watch(guardian, roomName)).ok);
    await teacher.socket.next(SERVER_EVENTS.watcherJoined);
    await student.socket.next(SERVER_EVENTS.watcherJoined);

    // A second tab takes the watching over; closing the first one announces nothing.
    const second = await harness.client(guardian.cookie);
    assert.ok((await watch({ socket: second }, roomName)).ok);
    await teacher.socket.next(SERVER_EVENTS.watcherJoined);
    guardian.socket.close();
    await teacher.socket.none(SERVER_EVENTS.watcherLeft);

    assert.equal((await teacher.socket.request(CLIENT_EVENTS.endCall, { roomName })).ok, true);
    const ended = await second.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.equal(ended.roomName, roomName);
    const signal = { roomName, to: teacher.user.id, candidate: null };
    assert.equal(
      (await second.request(CLIENT_EVENTS.p2pSignal, signal)).code,
      'meetings.not_in_room',
    );
    assert.equal(codeOf(await watch({ socket: second }, roomName)), 'meetings.ended');
  });

  it('a watcher whose connection drops is gone for the participants', async () => {
    const { teacher, guardian, roomName } = await watchedLesson();
    assert.ok((await watch(guardian, roomName)).ok);
    await teacher.socket.next(SERVER_EVENTS.watcherJoined);
    guardian.socket.close();
    const left = await teacher.socket.next<WatcherEvent>(SERVER_EVENTS.watcherLeft);
    assert.deepEqual(left, { roomName, userId: guardian.user.id, name: guardian.user.name });
  });
});
