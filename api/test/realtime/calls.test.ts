import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type CallRequestFailed,
  type IncomingCallEnded,
  type IncomingCallRequest,
  type StartMeeting,
  type UsersListDelta,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, useFastTimings } from './realtime-suite';
import type { TestClient } from './socket-client';

// Long enough that a loaded CI machine still answers inside it; the timeout tests wait it out.
useFastTimings({ RING_TIMEOUT_MS: '2000' });

type Initiated = { ok: boolean; code?: string; callId?: string; roomName?: string };

describeBackends('realtime calls', (ctx) => {
  const harness = new SocketHarness(ctx);

  /** A teacher with two tabs and a student, all connected. */
  async function scene() {
    const { user: teacher, cookie } = await ctx.signedIn('teacher');
    const tab1 = await harness.client(cookie);
    const tab2 = await harness.client(cookie);
    const student = await harness.user('student');
    return { teacher, tab1, tab2, student: student.user, caller: student.socket };
  }

  const call = (caller: TestClient, receiverId: string, extra: object = {}) =>
    caller.request<Initiated>(CLIENT_EVENTS.initiateCallRequest, { receiverId, ...extra });

  it('accept: the caller comes from the session, both sides start, the other tab stops ringing', async () => {
    const { teacher, tab1, tab2, student, caller } = await scene();
    const sent = await call(caller, teacher.id, {
      callId: '1700000000000-abc',
      caller: { userId: student.id, name: 'Someone Else', avatar: '/evil.png' },
    });
    assert.equal(sent.ok, true);
    for (const tab of [tab1, tab2]) {
      const incoming = await tab.next<IncomingCallRequest>(SERVER_EVENTS.incomingCallRequest);
      assert.equal(incoming.callId, '1700000000000-abc');
      assert.deepEqual(incoming.caller, {
        userId: student.id,
        name: student.name,
        avatar: null,
        gender: null,
      });
      assert.equal(incoming.roomName, sent.roomName);
    }
    const answer = await tab2.request<{ ok: boolean; meetingId: string }>(
      CLIENT_EVENTS.respondToCallRequest,
      { callId: sent.callId, action: 'accept' },
    );
    assert.equal(answer.ok, true);
    const started = await caller.next<StartMeeting>(SERVER_EVENTS.startMeeting);
    assert.equal(started.roomName, sent.roomName);
    assert.equal(started.meetingId, answer.meetingId);
    assert.deepEqual(
      started.participants.map((p) => [p.userId, p.role]),
      [
        [student.id, 'student'],
        [teacher.id, 'teacher'],
      ],
    );
    await tab2.next(SERVER_EVENTS.startMeeting);
    const stopped = await tab1.next<IncomingCallEnded>(SERVER_EVENTS.incomingCallEnded);
    assert.deepEqual(stopped, { callId: sent.callId, reason: 'accepted' });
    await tab1.none(SERVER_EVENTS.startMeeting);

    const meeting = await ctx.app.meetingsRepository.findByRoom(sent.roomName!);
    assert.equal(meeting?.teacherId, teacher.id);
    assert.ok(await ctx.app.meetingsRepository.findParticipation(meeting!.id, student.id));
    const row = await ctx.app.usersRepository.findById(teacher.id);
    // In a meeting, derived from it: shown busy, while its own "do not call me" stays unset.
    assert.deepEqual([row?.inMeeting, row?.isBusy], [true, false]);
    const shown = await caller.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      (d) => d.type === 'presence' && d._id === teacher.id && d.inMeeting,
    );
    // The list keeps the two apart too: the setting unset, the lesson on, shown busy.
    assert.ok(shown.type === 'presence' && !shown.isBusy && shown.status === 'busy');

    // The teacher is now in a meeting: another student's call fails.
    const second = await harness.user('student');
    assert.equal((await call(second.socket, teacher.id)).code, 'calls.in_meeting');
    const failed = await second.socket.next<CallRequestFailed>(SERVER_EVENTS.callRequestFailed);
    assert.equal(failed.code, 'calls.in_meeting');
  });

  it('decline: the caller is told, every tab stops ringing', async () => {
    const { teacher, tab1, tab2, caller } = await scene();
    const sent = await call(caller, teacher.id);
    await tab1.next(SERVER_EVENTS.incomingCallRequest);
    await tab1.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'decline',
    });
    assert.deepEqual(await caller.next(SERVER_EVENTS.callRequestDeclined), {
      callId: sent.callId,
      receiverId: teacher.id,
    });
    for (const tab of [tab1, tab2]) {
      assert.equal(
        (await tab.next<IncomingCallEnded>(SERVER_EVENTS.incomingCallEnded)).reason,
        'declined',
      );
    }
    assert.equal(await ctx.app.meetingsRepository.findByRoom(sent.roomName!), null);
  });

  it('refuses calls to busy, offline and invalid targets with reason codes', async () => {
    const { user: busy, socket: busySocket } = await harness.user('teacher');
    await busySocket.request(CLIENT_EVENTS.updateTeacherStatus, {
      setting: 'busy',
    });
    const offline = await ctx.createUser('teacher');
    const { user: otherStudent } = await harness.user('student');
    const { socket: caller } = await harness.user('student');
    for (const [target, reason] of [
      [busy.id, 'calls.busy'],
      [offline.id, 'calls.offline'],
      [otherStudent.id, 'calls.invalid_target'],
      ['no-such-user', 'calls.invalid_target'],
    ] as const) {
      assert.equal((await call(caller, target)).code, reason);
      const failed = await caller.next<CallRequestFailed>(SERVER_EVENTS.callRequestFailed);
      assert.equal(failed.code, reason);
      assert.ok(failed.message);
    }
  });

  it('timeout: the server ends an unanswered call after the ring timeout', async () => {
    const { teacher, tab1, caller } = await scene();
    const started = Date.now();
    const sent = await call(caller, teacher.id);
    const failed = await caller.next<CallRequestFailed>(
      SERVER_EVENTS.callRequestFailed,
      () => true,
      3000,
    );
    assert.deepEqual([failed.callId, failed.code], [sent.callId, 'calls.unanswered']);
    assert.ok(Date.now() - started >= 750);
    assert.equal(
      (await tab1.next<IncomingCallEnded>(SERVER_EVENTS.incomingCallEnded)).reason,
      'timeout',
    );
    // Too late to answer; the student may call again.
    const late = await tab1.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    assert.equal(late.code, 'calls.not_ringing');
    assert.equal((await call(caller, teacher.id)).ok, true);
  });

  it('cancel: meeting:end {callId} closes the teacher overlay; one ringing call per student and teacher', async () => {
    const { teacher, tab1, caller } = await scene();
    const sent = await call(caller, teacher.id);
    assert.equal((await call(caller, teacher.id)).code, 'calls.already_calling');
    const { socket: other } = await harness.user('student');
    assert.equal((await call(other, teacher.id)).code, 'calls.busy');

    assert.equal((await caller.request(CLIENT_EVENTS.endCall, { callId: sent.callId })).ok, true);
    assert.equal(
      (await tab1.next<IncomingCallEnded>(SERVER_EVENTS.incomingCallEnded)).reason,
      'cancelled',
    );
    const late = await tab1.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    assert.equal(late.code, 'calls.not_ringing');
    assert.equal((await call(other, teacher.id)).ok, true);
  });

  it('a caller whose tab closes stops the ringing', async () => {
    const { teacher, tab1, caller } = await scene();
    await call(caller, teacher.id);
    await tab1.next(SERVER_EVENTS.incomingCallRequest);
    caller.close();
    assert.equal(
      (await tab1.next<IncomingCallEnded>(SERVER_EVENTS.incomingCallEnded)).reason,
      'caller_left',
    );
  });

  it('refuses spoofing: a payload caller id, a student answering, a teacher or visitor calling', async () => {
    const { teacher, tab1, caller } = await scene();
    const { user: victim } = await harness.user('student');
    const spoofed = await call(caller, teacher.id, { caller: { userId: victim.id } });
    assert.equal(spoofed.code, 'auth.forbidden');
    await tab1.none(SERVER_EVENTS.incomingCallRequest);

    const sent = await call(caller, teacher.id);
    await tab1.next(SERVER_EVENTS.incomingCallRequest);
    // The calling student tries to answer the teacher's side of its own call.
    const byStudent = await caller.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    assert.equal(byStudent.code, 'auth.forbidden');
    const { socket: otherTeacher } = await harness.user('teacher');
    const byOtherTeacher = await otherTeacher.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'decline',
    });
    assert.equal(byOtherTeacher.code, 'auth.forbidden');
    // The call still rings and its teacher can take it.
    await caller.none(SERVER_EVENTS.callRequestDeclined);
    const accepted = await tab1.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    assert.equal(accepted.ok, true);

    assert.equal((await call(otherTeacher, teacher.id)).code, 'auth.forbidden');
    const visitor = await harness.client();
    assert.equal((await call(visitor, teacher.id)).code, 'auth.not_authenticated');
    assert.equal(
      (await caller.request(CLIENT_EVENTS.initiateCallRequest, { receiverId: 5 })).code,
      'request.invalid',
    );
  });
});
