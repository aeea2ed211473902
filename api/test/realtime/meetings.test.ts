import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type ParticipantEvent,
  type TeacherJoinedMeeting,
  type TeacherStatusUpdated,
  type UsersListDelta,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { meetingScenes } from './meeting-scenes';
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
    assert.equal(row?.status, 'ended');
    assert.ok(row?.endTime);
    assert.ok(await teacherFreed(teacher.user.id));
  });

  it("a lesson that took place counts as taught once, and students' lists hear the count at once", async () => {
    const { teacher, roomName } = await joined();
    // The teacher's page says it joined (POST /meetings/teacher-joined): the lesson began.
    await ctx.app.meetingLifecycle.teacherJoined((await meetingRow(roomName))!);
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
    assert.equal(again.code, 'meeting_ended');
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

  it('an end over REST (participant-left) is forwarded over the socket', async () => {
    const { teacher, student, roomName, started } = await joined();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/participant-left',
      headers: { cookie: student.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { meetingId: started.meetingId },
    });
    assert.equal(res.statusCode, 200);
    const ended = await teacher.socket.next<MeetingEnded>(SERVER_EVENTS.meetingEnded);
    assert.deepEqual([ended.reason, ended.roomName], ['participant_left', roomName]);
    assert.ok(await teacherFreed(teacher.user.id));
  });

  it('teacher-joined over REST tells the waiting student at once, and nobody else', async () => {
    const { teacher, student, roomName, started } = await acceptedCall();
    const bystander = await harness.user('student');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/teacher-joined',
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { roomId: roomName },
    });
    assert.equal(res.statusCode, 200);
    const joinedEvent = await student.socket.next<TeacherJoinedMeeting>(
      SERVER_EVENTS.teacherJoinedMeeting,
    );
    assert.deepEqual(joinedEvent, { roomName, meetingId: started.meetingId });
    await teacher.socket.none(SERVER_EVENTS.teacherJoinedMeeting);
    await bystander.socket.none(SERVER_EVENTS.teacherJoinedMeeting);
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
    const { roomName } = await acceptedCall();
    const outsider = await harness.user('student');
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'not_allowed',
    );
    const visitor = await harness.client();
    assert.equal((await visitor.request(CLIENT_EVENTS.joinRoom, { roomName })).code, 'not_allowed');
    assert.equal(
      (await outsider.socket.request(CLIENT_EVENTS.joinRoom, { roomName: 'room-nope' })).code,
      'not_found',
    );
  });
});
