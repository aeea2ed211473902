import assert from 'node:assert/strict';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type ParticipantEvent,
  type StartMeeting,
} from '@app/shared/protocol';
import type { SocketHarness } from './realtime-suite';

/** The usual starts of a meeting test: a call accepted, then both sides in the room. */
export function meetingScenes(harness: SocketHarness) {
  /** A call placed and accepted: the meeting exists, nobody has joined its room yet. */
  async function acceptedCall() {
    const teacher = await harness.user('teacher');
    const student = await harness.user('student');
    const sent = await student.socket.request<{ callId: string; roomName: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      { receiverId: teacher.user.id },
    );
    await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
    await teacher.socket.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    const started = await student.socket.next<StartMeeting>(SERVER_EVENTS.startMeeting);
    return { teacher, student, callId: sent.callId, roomName: started.roomName, started };
  }

  /** The call accepted and both sides in the room. */
  async function joined() {
    const scene = await acceptedCall();
    const room = { roomName: scene.roomName };
    const first = await scene.teacher.socket.request<{ participants: string[] }>(
      CLIENT_EVENTS.joinRoom,
      room,
    );
    assert.deepEqual(first.participants, []);
    const second = await scene.student.socket.request<{ participants: string[] }>(
      CLIENT_EVENTS.joinRoom,
      room,
    );
    assert.deepEqual(second.participants, [scene.teacher.user.id]);
    const arrived = await scene.teacher.socket.next<ParticipantEvent>(
      SERVER_EVENTS.participantJoined,
    );
    assert.equal(arrived.userId, scene.student.user.id);
    return scene;
  }

  return { acceptedCall, joined };
}
