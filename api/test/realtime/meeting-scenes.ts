import assert from 'node:assert/strict';
import type { Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEntry,
  type ParticipantEvent,
  type SocketAck,
  type StartMeeting,
} from '@app/shared/protocol';
import type { SocketHarness } from './realtime-suite';
import { TestClient } from './socket-client';

/** What `meeting:enter` answers. */
export type EntryAnswer = SocketAck<MeetingEntry>;
/** The answer that let the user into the room. */
export type Entered = Extract<EntryAnswer, { status: 'entered' }>;

/** `meeting:enter` as the lesson's page sends it, over a test client or a bare socket. */
export async function requestEntry(
  who: TestClient | Socket,
  roomName: string,
): Promise<EntryAnswer> {
  const payload = { roomName };
  if (who instanceof TestClient) return who.request<EntryAnswer>(CLIENT_EVENTS.joinRoom, payload);
  return (await who.timeout(8000).emitWithAck(CLIENT_EVENTS.joinRoom, payload)) as EntryAnswer;
}

/** `meeting:enter` that must let the user in: the Sheikh, or a student once the Sheikh is in. */
export async function enter(who: TestClient | Socket, roomName: string): Promise<Entered> {
  const answer = await requestEntry(who, roomName);
  if (!answer.ok || answer.status !== 'entered') {
    assert.fail(`meeting:enter ${roomName} did not let in: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * A lesson's usual start: the Sheikh enters (which starts the lesson), then the student, who
 * before that would only be told to wait.
 */
export async function enterLesson(
  teacher: TestClient | Socket,
  student: TestClient | Socket,
  roomName: string,
): Promise<{ teacher: Entered; student: Entered }> {
  const first = await enter(teacher, roomName);
  return { teacher: first, student: await enter(student, roomName) };
}

/** The usual starts of a meeting test: a call accepted, then both sides in the room. */
export function meetingScenes(harness: SocketHarness) {
  /** A call placed and accepted: the meeting exists, nobody has entered its room yet. */
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

  /** The call accepted, the Sheikh in (the lesson started), then the student. */
  async function joined() {
    const scene = await acceptedCall();
    const entered = await enterLesson(scene.teacher.socket, scene.student.socket, scene.roomName);
    assert.deepEqual(entered.teacher.participants, []);
    assert.deepEqual(entered.student.participants, [scene.teacher.user.id]);
    const arrived = await scene.teacher.socket.next<ParticipantEvent>(
      SERVER_EVENTS.participantJoined,
    );
    assert.equal(arrived.userId, scene.student.user.id);
    return { ...scene, entered };
  }

  return { acceptedCall, joined };
}
