import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type MeetingInterrupted,
  type MeetingResumed,
  type OngoingMeetingPayload,
  type TeacherStatusUpdated,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { enter, meetingScenes } from './meeting-scenes';
import { SocketHarness, sleep, useFastTimings } from './realtime-suite';

const WINDOW_MS = 2000;
useFastTimings({ MEETING_REJOIN_GRACE_S: String(WINDOW_MS / 1000) });

describeBackends('realtime rejoin within the window', (ctx) => {
  const harness = new SocketHarness(ctx);
  const { joined } = meetingScenes(harness);
  const meetingRow = (roomName: string) => ctx.app.meetingsRepository.findByRoom(roomName);
  const teacherRow = (id: string) => ctx.app.usersRepository.findById(id);

  /** A new tab of the same user (a reload): its socket, and what it was told of its lesson. */
  async function reopen(cookie: string) {
    const socket = await harness.client(cookie);
    const { meeting } = await socket.request<{ ok: true } & OngoingMeetingPayload>(
      CLIENT_EVENTS.getOngoingMeeting,
      {},
    );
    return { socket, meeting };
  }

  /** Another student tries to call the teacher: what the server answers. */
  async function callFromAnother(teacherId: string) {
    const other = await harness.user('student');
    return other.socket.request(CLIENT_EVENTS.initiateCallRequest, { receiverId: teacherId });
  }

  it('a student drops and rejoins inside the window: the lesson goes on, the teacher stays busy', async () => {
    const { teacher, student, roomName, started } = await joined();
    const startedAt = Date.now();
    student.socket.close();
    const lost = await teacher.socket.next<MeetingInterrupted>(SERVER_EVENTS.meetingInterrupted);
    assert.deepEqual(
      [lost.userId, lost.name, lost.roomName],
      [student.user.id, student.user.name, roomName],
    );
    const left = Date.parse(lost.rejoinBy) - Date.now();
    assert.ok(left > WINDOW_MS - 1000 && left <= WINDOW_MS, `window left ${left} ms`);
    // Meanwhile the teacher is still in a lesson: nobody else can call it.
    assert.equal((await callFromAnother(teacher.user.id)).code, 'calls.in_meeting');
    assert.equal((await teacherRow(teacher.user.id))?.inMeeting, true);

    await sleep(1100); // an interruption of a full second, left out of the duration
    const back = await reopen(student.cookie);
    assert.equal(back.meeting?.meetingId, started.meetingId);
    assert.equal(back.meeting?.role, 'student');
    assert.equal(back.meeting?.peer.userId, teacher.user.id);
    assert.ok(back.meeting?.rejoinBy, 'the returning user is told its window');
    const rejoined = await enter(back.socket, roomName);
    assert.deepEqual(
      [rejoined.meetingId, rejoined.participants],
      [started.meetingId, [teacher.user.id]],
    );
    // The built-in video needs no token; the Jitsi one's return is in jitsi-token.test.ts.
    assert.equal(rejoined.token, null);
    const resumed = await teacher.socket.next<MeetingResumed>(SERVER_EVENTS.meetingResumed);
    assert.equal(resumed.userId, student.user.id);

    await sleep(WINDOW_MS + 300); // past the window: nothing ends, it was closed
    await teacher.socket.none(SERVER_EVENTS.meetingEnded);
    const row = await meetingRow(roomName);
    assert.equal(row?.status, 'active');
    assert.equal(row?.interruptedAt, null);
    assert.ok(
      row!.interruptedSeconds >= 1 && row!.interruptedSeconds * 1000 < Date.now() - startedAt,
    );
  });

  it('nobody back within the window: the meeting ends with participant_lost and the teacher is freed', async () => {
    const { teacher, student, roomName } = await joined();
    student.socket.close();
    await teacher.socket.next<MeetingInterrupted>(SERVER_EVENTS.meetingInterrupted);
    const ended = await teacher.socket.next<MeetingEnded>(
      SERVER_EVENTS.meetingEnded,
      undefined,
      WINDOW_MS + 3000,
    );
    assert.equal(ended.reason, 'participant_lost');
    // The server ended it, not a participant.
    assert.equal(ended.endedBy, null);
    const freed = await teacher.socket.next<TeacherStatusUpdated>(
      SERVER_EVENTS.teacherStatusUpdated,
      (s) => !s.status.inMeeting,
    );
    assert.equal(freed.status.isBusy, false);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.endReason], ['ended', 'participant_lost']);
    // Too late: the student is told the lesson ended, and nothing is created.
    const late = await reopen(student.cookie);
    assert.equal(late.meeting, null);
    const refused = await late.socket.request<{ ok: boolean; code: string; message: string }>(
      CLIENT_EVENTS.joinRoom,
      { roomName },
    );
    assert.deepEqual([refused.code, refused.message], ['meetings.ended', 'This meeting has ended']);
    assert.equal((await meetingRow(roomName))?.version, row?.version);
  });

  it('both sides drop: the window is the first loss, and both coming back resumes the lesson', async () => {
    const { teacher, student, roomName, started } = await joined();
    student.socket.close();
    await teacher.socket.next(SERVER_EVENTS.meetingInterrupted);
    teacher.socket.close();
    const deadline = Date.now() + 2000;
    while ((await meetingRow(roomName))?.lostUserIds.length !== 2 && Date.now() < deadline)
      await sleep(50);
    assert.equal((await meetingRow(roomName))?.lostUserIds.length, 2);

    const teacherBack = await reopen(teacher.cookie);
    assert.equal(teacherBack.meeting?.role, 'teacher');
    await enter(teacherBack.socket, roomName);
    const studentBack = await reopen(student.cookie);
    await enter(studentBack.socket, roomName);
    const resumed = await teacherBack.socket.next<MeetingResumed>(SERVER_EVENTS.meetingResumed);
    assert.equal(resumed.meetingId, started.meetingId);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.lostUserIds], ['active', []]);
  });

  it('both sides drop and nobody returns: ended when the window passes', async () => {
    const { teacher, student, roomName } = await joined();
    student.socket.close();
    teacher.socket.close();
    const deadline = Date.now() + WINDOW_MS + 3000;
    while ((await meetingRow(roomName))?.status !== 'ended' && Date.now() < deadline)
      await sleep(100);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.endReason], ['ended', 'participant_lost']);
    assert.equal((await teacherRow(teacher.user.id))?.inMeeting, false);
  });

  it('the teacher drops (and its unload beacon goes): it stays busy, the student sees the wait, it rejoins', async () => {
    // The Sheikh's meeting:enter started the lesson.
    const { teacher, student, roomName } = await joined();
    teacher.socket.close();
    const beacon = await ctx.app.inject({
      method: 'POST',
      url: '/auth/set-offline',
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
    });
    assert.equal(beacon.statusCode, 200);
    const lost = await student.socket.next<MeetingInterrupted>(SERVER_EVENTS.meetingInterrupted);
    assert.equal(lost.userId, teacher.user.id);
    assert.equal((await callFromAnother(teacher.user.id)).code, 'calls.offline');
    const back = await reopen(teacher.cookie);
    // Back online yet still in its lesson: callers are refused as in a meeting, not let through.
    assert.equal((await callFromAnother(teacher.user.id)).code, 'calls.in_meeting');
    await enter(back.socket, roomName);
    await student.socket.next<MeetingResumed>(SERVER_EVENTS.meetingResumed);
    assert.equal((await meetingRow(roomName))?.status, 'active');
  });

  it('a rejoin by someone outside the meeting is refused and changes nothing', async () => {
    const { teacher, student, roomName } = await joined();
    student.socket.close();
    await teacher.socket.next(SERVER_EVENTS.meetingInterrupted);
    const outsider = await harness.user('student');
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'auth.forbidden',
    );
    const row = await meetingRow(roomName);
    assert.deepEqual(row?.lostUserIds, [student.user.id]);
    await teacher.socket.none(SERVER_EVENTS.meetingResumed);
  });

  it('"Go offline" in a lesson is refused until confirmed; confirmed, it ends the lesson and stays busy', async () => {
    const { teacher, student, roomName } = await joined();
    const offline = { setting: 'busy' };
    const refused = await teacher.socket.request(CLIENT_EVENTS.updateTeacherStatus, offline);
    assert.equal(refused.code, 'calls.in_meeting');
    assert.equal((await meetingRow(roomName))?.status, 'active');
    const confirmed = await teacher.socket.request(CLIENT_EVENTS.updateTeacherStatus, {
      ...offline,
      endLesson: true,
    });
    assert.equal(confirmed.ok, true);
    const ended = await student.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.equal(ended.reason, 'teacher_went_offline');
    const row = await teacherRow(teacher.user.id);
    assert.deepEqual([row?.inMeeting, row?.isBusy], [false, true]);
  });
});
