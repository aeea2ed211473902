import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { MeetingRoom, RatingResult, User } from '@app/shared/protocol';
import type { MeetingEvents } from '../../src/meetings/meeting-events';
import { describeBackends, json, errorOf } from '../helpers/test-app';

type Meeting = { data: MeetingRoom };

describeBackends('meetings', (ctx) => {
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

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
    return { teacher, student, outsider, admin, meeting };
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

  it('POST /meetings/token: a signed room-join token, moderator for teacher and admin', async () => {
    const { teacher, student, outsider, admin, meeting } = await setup();
    const tokenOf = async (cookie: string) => {
      const res = await post('/meetings/token', cookie, { roomName: meeting.roomName });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ token: string }>(res).token;
    };
    const studentToken = await tokenOf(student.cookie);
    assert.equal((await ctx.app.meetingTokens.verifyRoomJoin(studentToken))?.moderator, false);
    const teacherClaims = await ctx.app.meetingTokens.verifyRoomJoin(await tokenOf(teacher.cookie));
    assert.deepEqual(teacherClaims, {
      userId: teacher.user.id,
      roomName: meeting.roomName,
      moderator: true,
    });
    assert.equal(
      (await ctx.app.meetingTokens.verifyRoomJoin(await tokenOf(admin.cookie)))?.moderator,
      true,
    );
    assert.equal(
      (await post('/meetings/token', outsider.cookie, { roomName: meeting.roomName })).statusCode,
      403,
    );
    assert.equal(
      (await post('/meetings/token', student.cookie, { roomName: 'nope' })).statusCode,
      404,
    );
    assert.equal(await ctx.app.meetingTokens.verifyRoomJoin(`${studentToken}x`), null);
  });

  it('teacher-joined starts the meeting; the student sees it in teacher-status', async () => {
    const { teacher, student, outsider, admin, meeting } = await setup();
    const before = json<{ data: { teacherJoined: boolean } }>(
      await get(`/meetings/teacher-status/${meeting.roomName}`, student.cookie),
    );
    assert.equal(before.data.teacherJoined, false);
    assert.equal(
      (await post('/meetings/teacher-joined', student.cookie, { roomId: meeting.roomName }))
        .statusCode,
      403,
    );
    // An admin may join as moderator without starting it.
    const byAdmin = await post('/meetings/teacher-joined', admin.cookie, {
      roomId: meeting.roomName,
    });
    assert.equal(json<Meeting>(byAdmin).data.teacherJoined, false);
    const events: MeetingEvents['teacherJoined'][] = [];
    const off = ctx.app.meetingEvents.on('teacherJoined', (event) => events.push(event));
    const res = await post('/meetings/teacher-joined', teacher.cookie, { roomId: meeting.id });
    off();
    assert.equal(res.statusCode, 200);
    assert.equal(json<Meeting>(res).data.status, 'active');
    assert.equal(events.length, 1);
    const after = await get(`/meetings/teacher-status/${meeting.roomName}`, student.cookie);
    assert.equal(
      json<{ data: { teacherJoined: boolean; status: string } }>(after).data.teacherJoined,
      true,
    );
    assert.equal(
      (await get(`/meetings/teacher-status/${meeting.roomName}`, outsider.cookie)).statusCode,
      403,
    );
    const teacherRow = await ctx.app.usersRepository.findById(teacher.user.id);
    assert.equal(teacherRow?.inMeeting, true);
  });

  it('join and leave record real times; a one-to-one meeting ends when one side leaves', async () => {
    const { teacher, student, outsider, meeting } = await setup();
    await post('/meetings/teacher-joined', teacher.cookie, { roomId: meeting.roomName });
    const joined = await post('/meetings/participant-joined', student.cookie, {
      meetingId: meeting.id,
      userId: student.user.id,
      displayName: 'ignored',
    });
    assert.equal(joined.statusCode, 200, joined.body);
    const stay = json<Meeting>(joined).data.students[0]!;
    assert.ok(stay.joinedAt);
    assert.equal(stay.name, student.user.name);
    assert.equal(
      (await post('/meetings/participant-joined', outsider.cookie, { meetingId: meeting.id }))
        .statusCode,
      403,
    );
    assert.equal(
      (
        await post('/meetings/participant-joined', student.cookie, {
          meetingId: meeting.id,
          userId: teacher.user.id,
        })
      ).statusCode,
      403,
    );
    const ended: MeetingEvents['meetingEnded'][] = [];
    const off = ctx.app.meetingEvents.on('meetingEnded', (event) => ended.push(event));
    const left = await post('/meetings/participant-left', student.cookie, {
      meetingId: meeting.id,
      userId: student.user.id,
    });
    off();
    assert.equal(left.statusCode, 200);
    const room = json<Meeting>(left).data;
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
      (await post('/meetings/participant-joined', student.cookie, { meetingId: meeting.id }))
        .statusCode,
      409,
    );
  });

  it('participation minutes come from the stored join and leave times', async () => {
    const { student, teacher, meeting } = await setup();
    await post('/meetings/teacher-joined', teacher.cookie, { roomId: meeting.roomName });
    await post('/meetings/participant-joined', student.cookie, { meetingId: meeting.id });
    // Pretend the student joined 12 minutes ago.
    const { participations, meetings } = await import('../../src/db/schema');
    const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000);
    await ctx.database.db
      .update(participations)
      .set({ lastJoinedAt: twelveMinutesAgo, joinedAt: twelveMinutesAgo });
    await ctx.database.db.update(meetings).set({ startTime: twelveMinutesAgo });
    const left = json<Meeting>(
      await post('/meetings/participant-left', student.cookie, { meetingId: meeting.id }),
    ).data;
    assert.ok(
      Math.abs(left.students[0]!.participationDuration - 12) <= 0.1,
      String(left.students[0]!.participationDuration),
    );
    assert.ok(Math.abs(left.duration - 12) <= 0.1, String(left.duration));
  });

  it('duration and attendance count connected time only: a lost connection is left out', async () => {
    const { student, teacher, meeting } = await setup();
    await post('/meetings/teacher-joined', teacher.cookie, { roomId: meeting.roomName });
    await post('/meetings/participant-joined', student.cookie, { meetingId: meeting.id });
    const { participations, meetings } = await import('../../src/db/schema');
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await ctx.database.db
      .update(participations)
      .set({ lastJoinedAt: minutesAgo(20), joinedAt: minutesAgo(20) });
    await ctx.database.db.update(meetings).set({ startTime: minutesAgo(20) });
    // The student's connection was lost 8 minutes ago; it is back (and leaves) now.
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
    await lifecycle.participantBack(
      (await ctx.app.meetingsRepository.findById(meeting.id))!,
      student.user.id,
    );
    const left = json<Meeting>(
      await post('/meetings/participant-left', student.cookie, { meetingId: meeting.id }),
    ).data;
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
    // In the room, but the teacher never came: the lesson did not happen.
    await post('/meetings/participant-joined', student.cookie, { meetingId: meeting.id });
    assert.equal((await rate(student.cookie, 5)).statusCode, 403);
    await post('/meetings/teacher-joined', teacher.cookie, { roomId: meeting.roomName });
    // The lesson is going on: it is rated as a whole, once it has ended.
    const early = await rate(student.cookie, 5);
    assert.equal(early.statusCode, 409);
    assert.equal(json<{ code: string }>(early).code, 'meetings.not_ended');
    await post('/meetings/participant-left', student.cookie, { meetingId: meeting.id });
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
      await post('/meetings/teacher-joined', teacher.cookie, { roomId: m.roomName });
      await post('/meetings/participant-joined', student.cookie, { meetingId: m.id });
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
