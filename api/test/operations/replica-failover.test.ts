import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AllUsersListPayload,
  type IncomingCallRequest,
  type StartMeeting,
} from '@app/shared/protocol';
import { enterLesson } from '../realtime/meeting-scenes';
import { eventually } from './api-process';
import { clusterUnavailable, NginxCluster } from './nginx-cluster';

const skip = clusterUnavailable() ?? false;

type CallAck = { ok: true; callId: string } | { ok: false; code: string };

function ring(student: Socket, teacherId: string): Promise<CallAck> {
  return student
    .timeout(8000)
    .emitWithAck(CLIENT_EVENTS.initiateCallRequest, { receiverId: teacherId }) as Promise<CallAck>;
}

function nextRing(teacher: Socket): Promise<IncomingCallRequest> {
  return new Promise((resolve) => teacher.once(SERVER_EVENTS.incomingCallRequest, resolve));
}

/** `promise`, or a failure naming `what` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms),
    ),
  ]);
}

/** Presence as a newly connected admin sees it. */
async function presenceSeenBy(admin: Socket): Promise<AllUsersListPayload> {
  return new Promise((resolve) => admin.once(SERVER_EVENTS.allUsersList, resolve));
}

describe('a replica dies under a ringing call', { skip }, () => {
  let cluster: NginxCluster;

  before(async () => {
    cluster = await NginxCluster.start();
  });
  after(async () => {
    await cluster?.close();
  });

  it('moves the student to the other replica within 5 s, ends the orphaned ring, and leaves nothing held', async () => {
    const studentAccount = await cluster.signIn('student1@demo.quran');
    const teacherAccount = await cluster.signIn('teacher1@demo.quran');
    const student = await cluster.connect(studentAccount, await cluster.routeTo(0));
    const teacher = await cluster.connect(teacherAccount, await cluster.routeTo(1));
    try {
      // Across replicas: the call is made on A and rings the teacher on B.
      const rang = nextRing(teacher);
      const sent = await ring(student, teacherAccount.id);
      assert.equal(sent.ok, true, JSON.stringify(sent));
      assert.equal((await within(rang, 8_000, 'the ring')).caller.userId, studentAccount.id);

      // Replica A crashes (no graceful shutdown).
      const killedAt = Date.now();
      const back = new Promise<number>((resolve) =>
        student.once('disconnect', () =>
          student.once('connect', () => resolve(Date.now() - killedAt)),
        ),
      );
      cluster.apis[0]!.kill();
      const ms = await within(back, 10_000, 'the student to reconnect');
      assert.ok(ms < 5_000, `the student's socket came back after ${ms} ms`);

      // The calling tab's connection died with its process: the teacher's answer starts no
      // lesson with nobody on the other end, and the teacher's ring stops.
      const stoppedRinging = new Promise<{ reason: string }>((resolve) =>
        teacher.once(SERVER_EVENTS.incomingCallEnded, resolve),
      );
      const orphan = (await teacher.timeout(8000).emitWithAck(CLIENT_EVENTS.respondToCallRequest, {
        callId: sent.callId,
        action: 'accept',
      })) as { ok: boolean; code?: string };
      assert.deepEqual([orphan.ok, orphan.code], [false, 'calls.not_ringing']);
      assert.equal((await within(stoppedRinging, 5_000, 'the ring to stop')).reason, 'caller_left');

      // Nothing is held: the student, now on the replica that is left, calls again and the
      // lesson starts.
      const rangAgain = nextRing(teacher);
      const again = await ring(student, teacherAccount.id);
      assert.ok(again.ok, JSON.stringify(again));
      await within(rangAgain, 8_000, 'the second ring');
      const started = new Promise<StartMeeting>((resolve) =>
        student.once(SERVER_EVENTS.startMeeting, resolve),
      );
      const answer = (await teacher.timeout(8000).emitWithAck(CLIENT_EVENTS.respondToCallRequest, {
        callId: again.callId,
        action: 'accept',
      })) as { ok: boolean };
      assert.equal(answer.ok, true, JSON.stringify(answer));
      const { roomName } = await within(started, 8_000, 'the lesson to start');
      await enterLesson(teacher, student, roomName);
      const ended = (await student
        .timeout(8000)
        .emitWithAck(CLIENT_EVENTS.endCall, { roomName })) as { ok: boolean };
      assert.equal(ended.ok, true);

      // Presence: both online, the teacher neither busy nor in a meeting.
      const adminAccount = await cluster.signIn('admin@demo.quran');
      await eventually(async () => {
        const admin = await cluster.connect(adminAccount);
        try {
          const list = await within(presenceSeenBy(admin), 5_000, 'the users list');
          const seen = (id: string) => list.find((entry) => entry._id === id);
          return (
            seen(studentAccount.id)?.isOnline === true &&
            seen(teacherAccount.id)?.isOnline === true &&
            seen(teacherAccount.id)?.isBusy === false &&
            seen(teacherAccount.id)?.inMeeting === false
          );
        } finally {
          admin.disconnect();
        }
      }, 'presence to be right');

      const stuck = await cluster.query<{ room_name: string }>(
        "select room_name from meetings where status <> 'ended'",
      );
      assert.deepEqual(stuck, [], 'no meeting is left open');
    } finally {
      student.disconnect();
      teacher.disconnect();
    }
  });
});
