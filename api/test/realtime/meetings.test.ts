import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type ParticipantEvent,
  type TeacherJoinedMeeting,
  type TeacherStatusUpdated,
  type UsersListDelta,
} from '@app/shared/protocol';
import { participations } from '../../src/db/schema';
import { describeBackends } from '../helpers/test-app';
import { enter, meetingScenes, requestEntry } from './meeting-scenes';
import { SocketHarness, sleep, useFastTimings } from './realtime-suite';

useFastTimings({ MEETING_REJOIN_GRACE_S: '0.6' });

describeBackends('realtime meetings', (ctx) => {
  const harness = new SocketHarness(ctx);

  const { acceptedCall, joined } = meetingScenes(harness);

  const meetingRow = (roomName: string) => ctx.app.meetingsRepository.findByRoom(roomName);
  const teacherFreed = async (teacherId: string) => {
    const row = await ctx.app.usersRepository.findById(teacherId);
    return row && !row.inMeeting && !row.isBusy;
  };
  /** The student's attendance record in the meeting (its one participation). */
  const stayOf = async (meetingId: string) => {
    const [stay] = await ctx.database.db
      .select()
      .from(participations)
      .where(eq(participations.meetingId, meetingId));
    assert.ok(stay, 'the meeting has its student');
    return stay;
  };

  it('leaveRoom: participant_left and meetingEnded reach the other side; times recorded, teacher freed', async () => {
    const { teacher, student, roomName } = await joined();
    assert.equal((await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    const left = await teacher.socket.next<ParticipantEvent>(SERVER_EVENTS.participantLeft);
    assert.deepEqual(left, { roomName, userId: student.user.id });
    const ended = await teacher.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.equal(ended.reason, 'participant_left');
    assert.equal(ended.roomName, roomName);
    await student.socket.none(SERVER_EVENTS.meetingEnded);
    const status = await teacher.socket.next<TeacherStatusUpdated>(
      SERVER_EVENTS.teacherStatusUpdated,
      (s) => !s.status.inMeeting,
    );
    assert.equal(status.status.isBusy, false);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.endReason], ['ended', 'participant_left']);
    assert.ok(row?.endTime);
    const stay = await stayOf(row.id);
    assert.ok(stay.joinedAt && stay.leftAt && stay.leftAt >= stay.joinedAt);
    assert.ok(await teacherFreed(teacher.user.id));
  });

  it("the Sheikh's meeting:leave alone ends a one-to-one lesson: participant_left reaches the student", async () => {
    const { teacher, student, roomName } = await joined();
    assert.equal((await teacher.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    const left = await student.socket.next<ParticipantEvent>(SERVER_EVENTS.participantLeft);
    assert.deepEqual(left, { roomName, userId: teacher.user.id });
    const ended = await student.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.deepEqual(
      [ended.reason, ended.roomName, ended.endedBy],
      ['participant_left', roomName, 'teacher'],
    );
    await teacher.socket.none(SERVER_EVENTS.meetingEnded);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.endReason], ['ended', 'participant_left']);
    // The student was still in the room: its stay closed with the lesson.
    assert.ok((await stayOf(row!.id)).leftAt);
    assert.ok(await teacherFreed(teacher.user.id));
    // Hanging up a lesson that is over is no error, and ends nothing twice.
    assert.equal((await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    await teacher.socket.none(SERVER_EVENTS.meetingEnded);
    assert.equal((await meetingRow(roomName))?.version, row?.version);
  });

  it("a lesson that took place counts as taught once, and students' lists hear the count at once", async () => {
    const { teacher, roomName } = await joined();
    // The Sheikh's meeting:enter began the lesson.
    const started = await meetingRow(roomName);
    assert.deepEqual([started?.status, started?.teacherJoined], ['active', true]);
    const watcher = await harness.user('student');
    assert.equal((await teacher.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    const delta = await watcher.socket.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      (d) => d.type === 'upsert' && d.user._id === teacher.user.id,
    );
    assert.equal(
      delta.type === 'upsert' && 'lessonsTaught' in delta.user && delta.user.lessonsTaught,
      1,
    );
    assert.equal((await ctx.app.usersRepository.findById(teacher.user.id))?.lessonsTaught, 1);
  });

  it('meeting:end {callId, roomName}: the others get meetingEnded ended_by_participant', async () => {
    const { teacher, student, roomName, callId } = await joined();
    await teacher.socket.request(CLIENT_EVENTS.endCall, { callId, roomName });
    const ended = await student.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.equal(ended.reason, 'ended_by_participant');
    assert.equal(ended.endedBy, 'teacher');
    await teacher.socket.none(SERVER_EVENTS.meetingEnded);
    assert.equal((await meetingRow(roomName))?.status, 'ended');
    // Ended is final: nobody joins again.
    const again = await student.socket.request(CLIENT_EVENTS.joinRoom, { roomName });
    assert.equal(again.code, 'meetings.ended');
  });

  it("meetingEnded names the ender's role from its session, whatever the client claims", async () => {
    const { teacher, student, roomName } = await joined();
    // A student claiming to be the teacher: the claim is not part of the request and is ignored.
    const claim = { roomName, endedBy: 'teacher' };
    await student.socket.request(CLIENT_EVENTS.endCall, claim);
    const ended = await teacher.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.deepEqual([ended.reason, ended.endedBy], ['ended_by_participant', 'student']);
    await student.socket.none(SERVER_EVENTS.meetingEnded);
  });

  it('a student who comes before the Sheikh waits outside the room; the Sheikh entering starts the lesson and tells it', async () => {
    const { teacher, student, roomName, started } = await acceptedCall();
    const bystander = await harness.user('student');
    const early = await requestEntry(student.socket, roomName);
    assert.deepEqual(early, {
      ok: true,
      status: 'waitingForTeacher',
      meetingId: started.meetingId,
    });
    // Not in the room, and nothing recorded: no stay, no start.
    const waiting = await student.socket.request(CLIENT_EVENTS.classroomChat, {
      roomName,
      text: 'Is anyone there?',
    });
    assert.equal(waiting.code, 'meetings.not_in_room');
    const unstarted = await meetingRow(roomName);
    assert.deepEqual([unstarted?.status, unstarted?.teacherJoined], ['scheduled', false]);
    const before = await stayOf(started.meetingId);
    assert.deepEqual([before.joinedAt, before.lastJoinedAt], [null, null]);

    const byTeacher = await requestEntry(teacher.socket, roomName);
    assert.ok(byTeacher.ok && byTeacher.status === 'entered', JSON.stringify(byTeacher));
    assert.deepEqual([byTeacher.meetingId, byTeacher.participants], [started.meetingId, []]);
    // The built-in video needs no token (the Jitsi one is tested in jitsi-token.test.ts).
    assert.equal(byTeacher.token, null);
    const told = await student.socket.next<TeacherJoinedMeeting>(
      SERVER_EVENTS.teacherJoinedMeeting,
    );
    assert.deepEqual(told, { roomName, meetingId: started.meetingId });
    await teacher.socket.none(SERVER_EVENTS.teacherJoinedMeeting);
    await bystander.socket.none(SERVER_EVENTS.teacherJoinedMeeting);
    await teacher.socket.none(SERVER_EVENTS.participantJoined);
    const live = await meetingRow(roomName);
    assert.deepEqual([live?.status, live?.teacherJoined], ['active', true]);

    // Told, the student enters again, and this time it is in.
    const byStudent = await enter(student.socket, roomName);
    assert.deepEqual(
      [byStudent.meetingId, byStudent.participants],
      [started.meetingId, [teacher.user.id]],
    );
    assert.equal(byStudent.token, null);
    const arrived = await teacher.socket.next<ParticipantEvent>(SERVER_EVENTS.participantJoined);
    assert.equal(arrived.userId, student.user.id);
    const stay = await stayOf(started.meetingId);
    assert.ok(stay.joinedAt && stay.lastJoinedAt);
    assert.equal(stay.leftAt, null);
  });

  it("entering again (a reload, a new connection) keeps the student's stay: its time is not reset", async () => {
    const { student, roomName, started } = await joined();
    // The student has been in the lesson for five minutes.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db
      .update(participations)
      .set({ joinedAt: fiveMinutesAgo, lastJoinedAt: fiveMinutesAgo })
      .where(eq(participations.meetingId, started.meetingId));
    const again = await enter(student.socket, roomName);
    assert.equal(again.meetingId, started.meetingId);
    const tab = await harness.client(student.cookie);
    await enter(tab, roomName);
    const stay = await stayOf(started.meetingId);
    assert.equal(stay.joinedAt?.getTime(), fiveMinutesAgo.getTime());
    assert.equal(stay.lastJoinedAt?.getTime(), fiveMinutesAgo.getTime());
    assert.deepEqual([stay.leftAt, stay.participationSeconds], [null, 0]);
    // Leaving counts the whole stay, from the first entry.
    assert.equal((await tab.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    const closed = await stayOf(started.meetingId);
    assert.ok(
      closed.participationSeconds >= 300 && closed.participationSeconds <= 310,
      String(closed.participationSeconds),
    );
  });

  it('an ended lesson refuses every enter with meeting_ended, a waiting student included', async () => {
    const { teacher, student, roomName } = await acceptedCall();
    assert.equal((await requestEntry(student.socket, roomName)).ok, true);
    assert.equal((await teacher.socket.request(CLIENT_EVENTS.endCall, { roomName })).ok, true);
    await student.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    const row = await meetingRow(roomName);
    for (const who of [student, teacher]) {
      const refused = await who.socket.request<{ ok: boolean; code: string; message: string }>(
        CLIENT_EVENTS.joinRoom,
        { roomName },
      );
      assert.deepEqual(
        [refused.ok, refused.code, refused.message],
        [false, 'meetings.ended', 'This meeting has ended'],
      );
    }
    // Refused, and nothing written: the lesson stays as it ended.
    const after = await meetingRow(roomName);
    assert.deepEqual([after?.version, after?.teacherJoined], [row?.version, false]);
    assert.equal((await stayOf(row!.id)).joinedAt, null);
  });

  it('ends an accepted meeting nobody ever joined: absent past one window, then lost for another', async () => {
    const { teacher, roomName } = await acceptedCall();
    const deadline = Date.now() + 4000;
    while ((await meetingRow(roomName))?.status !== 'ended' && Date.now() < deadline)
      await sleep(100);
    const row = await meetingRow(roomName);
    assert.deepEqual([row?.status, row?.endReason], ['ended', 'participant_lost']);
    assert.ok(await teacherFreed(teacher.user.id));
  });

  it('lets only the meeting participants into the room', async () => {
    const { teacher, roomName } = await acceptedCall();
    await enter(teacher.socket, roomName);
    const outsider = await harness.user('student');
    const refused = await outsider.socket.request<{ ok: boolean; code: string; token?: unknown }>(
      CLIENT_EVENTS.joinRoom,
      { roomName },
    );
    assert.deepEqual(
      [refused.ok, refused.code, refused.token],
      [false, 'auth.forbidden', undefined],
    );
    // An admin watches lessons in the rooms overview; it does not enter one.
    const admin = await harness.user('admin');
    assert.equal(
      (await admin.socket.request(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'auth.forbidden',
    );
    await teacher.socket.none(SERVER_EVENTS.participantJoined);
    const visitor = await harness.client();
    assert.equal(
      (await visitor.request(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'auth.not_authenticated',
    );
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.joinRoom, { roomName: 'room-nope' })).code,
      'meetings.not_found',
    );
  });
});
