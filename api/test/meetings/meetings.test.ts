import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CLIENT_EVENTS,
  type MeetingRoom,
  type RatingResult,
  type User,
} from '@app/shared/protocol';
import type { MeetingEvents } from '../../src/meetings/meeting-events';
import { describeBackends, json, errorOf } from '../helpers/test-app';
import { enter, enterLesson, requestEntry } from '../realtime/meeting-scenes';
import { SocketHarness } from '../realtime/realtime-suite';

type Meeting = { data: MeetingRoom };
type Refusal = { ok: boolean; code?: string; token?: unknown };

// Some tests backdate a stay or an interruption by minutes: the sweep must not close that
// rejoin window while the test runs. The lifecycle reads it when the app is built.
process.env.MEETING_REJOIN_GRACE_S = '3600';

/**
 * A meeting's record over REST; its live part (entering, leaving) over the socket, as the
 * lesson's page does it.
 */
describeBackends('meetings', (ctx) => {
  const harness = new SocketHarness(ctx);
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  /** The meeting as one who may read it sees it. */
  const roomOf = async (roomName: string, cookie: string) => {
    const res = await get(`/meetings/room/${roomName}`, cookie);
    assert.equal(res.statusCode, 200, res.body);
    return json<Meeting>(res).data;
  };

  async function setup() {
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const outsider = await ctx.signedIn('student');
    const admin = await ctx.signedIn('admin');
    const meeting = await ctx.app.meetingLifecycle.create({
      roomName: `room-${Math.random().toString(36).slice(2)}`,
      teacherId: teacher.user.id,
      studentIds: [student.user.id],
    });
    // Each with one open socket, as their pages have.
    const withSocket = async <T extends { cookie: string }>(who: T) => ({
      ...who,
      socket: await harness.client(who.cookie),
    });
    return {
      teacher: await withSocket(teacher),
      student: await withSocket(student),
      outsider: await withSocket(outsider),
      admin: await withSocket(admin),
      meeting,
    };
  }

  it('GET /meetings/room/{roomName}: participants and admins only', async () => {
    const { teacher, student, outsider, admin, meeting } = await setup();
    for (const who of [teacher, student, admin]) {
      const res = await get(`/meetings/room/${meeting.roomName}`, who.cookie);
      assert.equal(res.statusCode, 200);
      const { data } = json<Meeting>(res);
      assert.equal(data._id, meeting.id);
      assert.equal(data.status, 'scheduled');
      assert.equal(data.type, 'one-to-one');
      assert.equal(data.teacher.name, teacher.user.name);
      assert.equal(data.studentCount, 1);
      assert.equal(data.totalParticipants, 2);
    }
    assert.equal(
      (await get(`/meetings/room/${meeting.roomName}`, outsider.cookie)).statusCode,
      403,
    );
    const missing = await get('/meetings/room/no-such-room', admin.cookie);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(json(missing), errorOf('meetings.not_found'));
  });

  it("meeting:enter lets only the lesson's two in; the built-in video needs no token", async () => {
    const { teacher, student, outsider, admin, meeting } = await setup();
    const { roomName } = meeting;
    const entered = await enterLesson(teacher.socket, student.socket, roomName);
    // The socket's session is the authority for the built-in video's room: no token to carry.
    assert.deepEqual([entered.teacher.token, entered.student.token], [null, null]);
    for (const who of [outsider, admin]) {
      const refused = await who.socket.request<Refusal>(CLIENT_EVENTS.joinRoom, { roomName });
      assert.deepEqual(
        [refused.ok, refused.code, refused.token],
        [false, 'auth.forbidden', undefined],
      );
    }
    const unknown = await student.socket.request<Refusal>(CLIENT_EVENTS.joinRoom, {
      roomName: 'nope',
    });
    assert.deepEqual([unknown.code, unknown.token], ['meetings.not_found', undefined]);
  });

  it("the teacher's meeting:enter starts the meeting; the student sees it in the room's record", async () => {
    const { teacher, student, outsider, admin, meeting } = await setup();
    assert.equal((await roomOf(meeting.roomName, student.cookie)).teacherJoined, false);
    // The student's enter does not start it: it is told to wait.
    assert.deepEqual(await requestEntry(student.socket, meeting.roomName), {
      ok: true,
      status: 'waitingForTeacher',
      meetingId: meeting.id,
    });
    // An admin is no participant of the live lesson: refused, and nothing starts.
    const byAdmin = await admin.socket.request<Refusal>(CLIENT_EVENTS.joinRoom, {
      roomName: meeting.roomName,
    });
    assert.equal(byAdmin.code, 'auth.forbidden');
    assert.equal((await roomOf(meeting.roomName, admin.cookie)).teacherJoined, false);
    const events: MeetingEvents['teacherJoined'][] = [];
    const off = ctx.app.meetingEvents.on('teacherJoined', (event) => events.push(event));
    const entered = await enter(teacher.socket, meeting.roomName);
    // A second enter (a reload) starts nothing again.
    await enter(teacher.socket, meeting.roomName);
    off();
    assert.equal(entered.meetingId, meeting.id);
    assert.equal(events.length, 1);
    const after = await roomOf(meeting.roomName, student.cookie);
    assert.deepEqual([after.status, after.teacherJoined], ['active', true]);
    assert.ok(after.teacherJoinedAt);
    assert.equal(
      (await get(`/meetings/room/${meeting.roomName}`, outsider.cookie)).statusCode,
      403,
    );
    const teacherRow = await ctx.app.usersRepository.findById(teacher.user.id);
    assert.equal(teacherRow?.inMeeting, true);
  });

  it('enter and leave record real times; a one-to-one meeting ends when one side leaves', async () => {
    const { teacher, student, outsider, meeting } = await setup();
    const { roomName } = meeting;
    await enter(teacher.socket, roomName);
    // The server acts for the session's user: a claimed id is no part of the request.
    const joined = await student.socket.request<{ ok: boolean; participants: string[] }>(
      CLIENT_EVENTS.joinRoom,
      { roomName, userId: teacher.user.id },
    );
    assert.deepEqual([joined.ok, joined.participants], [true, [teacher.user.id]]);
    const stay = (await roomOf(roomName, student.cookie)).students[0]!;
    assert.ok(stay.joinedAt);
    assert.equal(stay.name, student.user.name);
    assert.equal(
      (await outsider.socket.request<Refusal>(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'auth.forbidden',
    );
    const ended: MeetingEvents['meetingEnded'][] = [];
    const off = ctx.app.meetingEvents.on('meetingEnded', (event) => ended.push(event));
    const left = await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName });
    off();
    assert.equal(left.ok, true);
    const room = await roomOf(roomName, student.cookie);
    assert.equal(room.status, 'ended');
    assert.ok(room.endTime && room.students[0]?.leftAt);
    // Durations are minutes with one decimal, computed from the times the room reports.
    const minutesBetween = (from: string, to: string) =>
      Math.round((Date.parse(to) - Date.parse(from)) / 6_000) / 10;
    assert.equal(room.duration, minutesBetween(room.startTime!, room.endTime!));
    // Attendance is kept in whole seconds, so it may round a tenth away from the timestamps.
    const record = room.students[0]!;
    const attended = minutesBetween(record.joinedAt!, record.leftAt!);
    assert.ok(Math.abs(record.participationDuration - attended) <= 0.1, JSON.stringify(record));
    assert.deepEqual(
      ended.map((e) => e.reason),
      ['participant_left'],
    );
    const teacherRow = await ctx.app.usersRepository.findById(teacher.user.id);
    assert.equal(teacherRow?.inMeeting, false);
    assert.equal(
      (await student.socket.request<Refusal>(CLIENT_EVENTS.joinRoom, { roomName })).code,
      'meetings.ended',
    );
  });

  it('participation minutes come from the stored join and leave times', async () => {
    const { student, teacher, meeting } = await setup();
    await enterLesson(teacher.socket, student.socket, meeting.roomName);
    // Pretend the student joined 12 minutes ago.
    const { participations, meetings } = await import('../../src/db/schema');
    const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000);
    await ctx.database.db
      .update(participations)
      .set({ lastJoinedAt: twelveMinutesAgo, joinedAt: twelveMinutesAgo });
    await ctx.database.db.update(meetings).set({ startTime: twelveMinutesAgo });
    await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName: meeting.roomName });
    const left = await roomOf(meeting.roomName, student.cookie);
    assert.ok(
      Math.abs(left.students[0]!.participationDuration - 12) <= 0.1,
      String(left.students[0]!.participationDuration),
    );
    assert.ok(Math.abs(left.duration - 12) <= 0.1, String(left.duration));
  });

  it('duration and attendance count connected time only: a lost connection is left out', async () => {
    const { student, teacher, meeting } = await setup();
    await enterLesson(teacher.socket, student.socket, meeting.roomName);
    const { participations, meetings } = await import('../../src/db/schema');
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await ctx.database.db
      .update(participations)
      .set({ lastJoinedAt: minutesAgo(20), joinedAt: minutesAgo(20) });
    await ctx.database.db.update(meetings).set({ startTime: minutesAgo(20) });
    // The student's connection was lost 8 minutes ago; it enters again (and leaves) now.
    const lifecycle = ctx.app.meetingLifecycle;
    const lost = await lifecycle.participantLost(
      (await ctx.app.meetingsRepository.findById(meeting.id))!,
      student.user.id,
      minutesAgo(8).getTime(),
    );
    await ctx.database.db
      .update(meetings)
      .set({ interruptedAt: minutesAgo(8) })
      .where(eq(meetings.id, meeting.id));
    await ctx.database.db
      .update(participations)
      .set({ leftAt: minutesAgo(8), participationSeconds: 12 * 60 });
    assert.ok(lost.ok);
    await enter(student.socket, meeting.roomName);
    assert.deepEqual(
      (await ctx.app.meetingsRepository.findById(meeting.id))?.lostUserIds,
      [],
      'the student is back',
    );
    await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName: meeting.roomName });
    const left = await roomOf(meeting.roomName, student.cookie);
    assert.ok(Math.abs(left.duration - 12) <= 0.1, String(left.duration));
    assert.ok(
      Math.abs(left.students[0]!.participationDuration - 12) <= 0.1,
      String(left.students[0]!.participationDuration),
    );
  });

  it('POST /meetings/rating: once per attending student, aggregates updated together', async () => {
    const { teacher, student, outsider, meeting } = await setup();
    const rate = (cookie: string, rating: number, comment?: string) =>
      post('/meetings/rating', cookie, {
        meetingId: meeting.id,
        rating,
        ...(comment === undefined ? {} : { comment }),
      });
    // Not yet attended.
    assert.equal((await rate(student.cookie, 5)).statusCode, 403);
    // At the door, but the teacher never came: the lesson did not happen.
    assert.equal((await requestEntry(student.socket, meeting.roomName)).ok, true);
    assert.equal((await rate(student.cookie, 5)).statusCode, 403);
    await enterLesson(teacher.socket, student.socket, meeting.roomName);
    // The lesson is going on: it is rated as a whole, once it has ended.
    const early = await rate(student.cookie, 5);
    assert.equal(early.statusCode, 409);
    assert.equal(json<{ code: string }>(early).code, 'meetings.not_ended');
    await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName: meeting.roomName });
    await ctx.endMeeting(meeting.id);
    const res = await rate(student.cookie, 4, '  Very clear tajweed  ');
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(json<{ data: RatingResult }>(res).data, {
      meetingId: meeting.id,
      rating: 4,
      comment: 'Very clear tajweed',
      averageRating: 4,
      totalRatings: 1,
    });
    const again = await rate(student.cookie, 5);
    assert.equal(again.statusCode, 409);
    assert.equal((await rate(outsider.cookie, 5)).statusCode, 403);
    assert.equal((await rate(teacher.cookie, 5)).statusCode, 403);
    const room = json<Meeting>(
      await get(`/meetings/room/${meeting.roomName}`, teacher.cookie),
    ).data;
    assert.equal(room.ratedStudentCount, 1);
    assert.equal(room.students[0]?.rating, 4);
    assert.equal(room.students[0]?.ratingComment, 'Very clear tajweed');
    const profile = json<{ data: User }>(await get('/auth/profile', teacher.cookie)).data;
    assert.equal(profile.totalReviews, 1);
    assert.equal(profile.averageRating, 4);
    const missing = await post('/meetings/rating', student.cookie, {
      meetingId: '00000000-0000-7000-8000-000000000000',
      rating: 3,
    });
    assert.equal(missing.statusCode, 404);
  });

  it('rating validation uses the client messages', async () => {
    const { student, meeting } = await setup();
    for (const [payload, message] of [
      [{ meetingId: meeting.id, rating: 0 }, 'rating: Please select a rating'],
      [{ meetingId: meeting.id, rating: 6 }, 'rating: Rating cannot exceed 5 stars'],
      [{ meetingId: meeting.id }, 'rating: Rating is required'],
      [
        { meetingId: meeting.id, rating: 3, comment: 'x'.repeat(501) },
        'comment: Comment cannot exceed 500 characters',
      ],
    ] as const) {
      const res = await post('/meetings/rating', student.cookie, payload);
      assert.equal(res.statusCode, 400);
      assert.equal(json<{ message: string }>(res).message, message);
    }
  });

  it('the teacher averages ratings across meetings', async () => {
    const { teacher, student, meeting } = await setup();
    const second = await ctx.app.meetingLifecycle.create({
      roomName: 'second-room',
      teacherId: teacher.user.id,
      studentIds: [student.user.id],
    });
    for (const [m, rating] of [
      [meeting, 5],
      [second, 2],
    ] as const) {
      await enterLesson(teacher.socket, student.socket, m.roomName);
      await ctx.endMeeting(m.id);
      assert.equal(
        (await post('/meetings/rating', student.cookie, { meetingId: m.id, rating })).statusCode,
        201,
      );
    }
    const row = await ctx.app.usersRepository.findById(teacher.user.id);
    assert.equal(row?.totalReviews, 2);
    assert.equal(row?.averageRating, 3.5);
  });
});
