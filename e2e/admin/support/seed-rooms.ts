import { CLIENT_EVENTS, SERVER_EVENTS } from '../../../shared/src/protocol/socket-events';
import type {
  IncomingCallRequest,
  MeetingEntry,
  SocketAck,
  StartMeeting,
} from '../../../shared/src/protocol/socket-payloads';
import { DEMO } from '../../support/demo';
import { openDemoSession, type DemoSession } from './demo-session';

/** A teacher and a student, both signed in with a live socket, who can meet. */
export interface Pair {
  teacher: DemoSession;
  student: DemoSession;
}

/** How far a seeded meeting goes: accepted only, started by the teacher, or ended and rated. */
export type MeetingStage = 'scheduled' | 'active' | 'ended';

export interface SeededMeeting {
  meetingId: string;
  roomName: string;
  rating?: number;
  comment?: string;
}

/** Opens one pair per demo teacher (teacher i with student i). */
export async function openPairs(): Promise<Pair[]> {
  const count = Math.min(DEMO.teachers.length, DEMO.students.length);
  return Promise.all(
    Array.from({ length: count }, async (_unused, index) => ({
      teacher: await openDemoSession(DEMO.teachers[index]!.email, DEMO.password),
      student: await openDemoSession(DEMO.students[index]!.email, DEMO.password),
    })),
  );
}

export async function closePairs(pairs: Pair[]): Promise<void> {
  await Promise.all(pairs.flatMap(({ teacher, student }) => [teacher.close(), student.close()]));
}

/**
 * Sends again, after a pause, what the server refused as too fast: seeding enters dozens of
 * lessons from one socket, faster than the per-socket allowance a person never reaches.
 */
async function paced<T extends object>(send: () => Promise<SocketAck<T>>): Promise<SocketAck<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const ack = await send();
    if (ack.ok || ack.code !== 'rate_limited' || attempt === 20) return ack;
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
}

function expectOk<T extends object>(ack: SocketAck<T>, step: string): T {
  if (!ack.ok) throw new Error(`${step} refused: ${ack.code} ${ack.message}`);
  return ack;
}

/**
 * `meeting:enter` as the lesson's page sends it; the user must be let in (the Sheikh, or a
 * student once the Sheikh is in: before that it would only be told to wait).
 */
async function enter(participant: DemoSession, roomName: string): Promise<void> {
  const entry = expectOk(
    await paced(() =>
      participant.socket.request<SocketAck<MeetingEntry>>(CLIENT_EVENTS.joinRoom, { roomName }),
    ),
    'meeting:enter',
  );
  if (entry.status !== 'entered') {
    throw new Error(`meeting:enter as ${participant.user.name}: ${entry.status}`);
  }
}

/**
 * One real meeting, the way the product makes it: the student calls over the socket, the
 * teacher accepts, both enter the room (the teacher first, which starts the lesson); for
 * `ended`, the teacher ends the call and the student rates it (when a rating is given).
 */
export async function meet(
  { teacher, student }: Pair,
  stage: MeetingStage,
  review?: { rating: number; comment?: string },
): Promise<SeededMeeting> {
  const call = expectOk(
    await student.socket.request<SocketAck<{ callId: string }>>(CLIENT_EVENTS.initiateCallRequest, {
      receiverId: teacher.user._id,
    }),
    'call:request',
  );
  await teacher.socket.next<IncomingCallRequest>(
    SERVER_EVENTS.incomingCallRequest,
    (incoming) => incoming.callId === call.callId,
  );
  expectOk(
    await teacher.socket.request<SocketAck>(CLIENT_EVENTS.respondToCallRequest, {
      callId: call.callId,
      action: 'accept',
    }),
    'call:respond',
  );
  const { meetingId, roomName } = await student.socket.next<StartMeeting>(
    SERVER_EVENTS.startMeeting,
    (started) => started.callId === call.callId,
  );
  const meeting: SeededMeeting = { meetingId, roomName };
  if (stage === 'scheduled') return meeting;

  await enter(teacher, roomName);
  await enter(student, roomName);
  if (stage === 'active') return meeting;

  await endMeeting(teacher, roomName);
  if (!review) return meeting;
  await student.post('/meetings/rating', { meetingId, ...review });
  return { ...meeting, ...review };
}

/** `meeting:end {roomName}`: ends the meeting and frees the teacher. */
export async function endMeeting(participant: DemoSession, roomName: string): Promise<void> {
  const ack = await participant.socket.request<SocketAck>(CLIENT_EVENTS.endCall, { roomName });
  // A lesson the lifecycle already ended (nobody came) needs no ending.
  if (!ack.ok && ack.code === 'meetings.ended') return;
  expectOk(ack, 'endCall');
}

/**
 * `count` ended meetings spread over the pairs (each pair meets one at a time, the pairs in
 * parallel), every one rated 1-5 with a comment.
 */
export async function seedRatedMeetings(pairs: Pair[], count: number): Promise<SeededMeeting[]> {
  const perPair = pairs.map((_pair, index) =>
    Array.from({ length: count }, (_unused, n) => n).filter((n) => n % pairs.length === index),
  );
  const seeded = await Promise.all(
    pairs.map(async (pair, index) => {
      const made: SeededMeeting[] = [];
      for (const n of perPair[index] ?? []) {
        made.push(
          await meet(pair, 'ended', { rating: (n % 5) + 1, comment: `Seeded session ${n + 1}` }),
        );
      }
      return made;
    }),
  );
  return seeded.flat();
}
