import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { RoomsPage } from '@app/shared/protocol';
import { meetings } from '../../src/db/schema';
import { uuidv7 } from '../../src/lib/uuidv7';
import { describeBackends, json } from '../helpers/test-app';

describeBackends('GET /meetings/admin/rooms', (ctx) => {
  async function seedRooms(
    count: number,
    teacherId: string,
    teacherName: string,
    start = Date.UTC(2026, 0, 1),
  ) {
    const prefix = uuidv7().slice(-6);
    const rows = Array.from({ length: count }, (_, i) => {
      // Pairs share a timestamp so the id tie-break is exercised.
      const createdAt = new Date(start + Math.floor(i / 2) * 60_000);
      return {
        id: uuidv7(),
        roomName: `room-${prefix}-${i}`,
        status: (['active', 'ended', 'scheduled'] as const)[i % 3]!,
        teacherId,
        teacherName,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await ctx.database.db.insert(meetings).values(rows);
    return rows;
  }

  const page = (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/meetings/admin/rooms?${query}`, headers: { cookie } });

  it('walks every room exactly once, newest first, stable under inserts', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const teacher = await ctx.createUser('teacher');
    const rows = await seedRooms(45, teacher.id, teacher.name);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page(cookie, `limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.statusCode, 200, res.body);
      const body: RoomsPage = json<RoomsPage>(res);
      seen.push(...body.rooms.map((room) => room._id));
      cursor = body.nextCursor;
      assert.equal(body.hasMore, cursor !== null);
      pages += 1;
      if (pages === 1) {
        // A room created while paging shows up on a fresh first page, not in this walk.
        await seedRooms(1, teacher.id, teacher.name, Date.now());
      }
    } while (cursor);
    assert.equal(pages, 3);
    assert.equal(seen.length, 45);
    assert.equal(new Set(seen).size, 45);
    const expected = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    assert.deepEqual(seen, expected);
  });

  it('filters by status and returns the room fields the product shows', async () => {
    const { cookie } = await ctx.signedIn('superadmin');
    const teacher = await ctx.createUser('teacher');
    await seedRooms(9, teacher.id, teacher.name);
    const ended = json<RoomsPage>(await page(cookie, 'status=ended&limit=50'));
    assert.equal(ended.rooms.length, 3);
    assert.ok(ended.rooms.every((room) => room.status === 'ended'));
    assert.equal(ended.hasMore, false);
    assert.equal(ended.nextCursor, null);
    const room = json<RoomsPage>(await page(cookie, '')).rooms[0]!;
    for (const key of [
      '_id',
      'roomName',
      'subject',
      'type',
      'status',
      'teacher',
      'students',
      'totalParticipants',
      'teacherJoined',
      'teacherJoinedAt',
      'startTime',
      'endTime',
      'duration',
      'averageRating',
      'totalRatings',
      'ratedStudentCount',
      'studentCount',
      'createdAt',
      'updatedAt',
      'version',
      'origin',
    ]) {
      assert.ok(key in room, key);
    }
    assert.equal(room.teacher.name, teacher.name);
  });

  it('includes per-student ratings for the details modal', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const meeting = await ctx.app.meetingLifecycle.create({
      roomName: 'rated',
      teacherId: teacher.user.id,
      studentIds: [student.user.id],
    });
    // The lesson took place: its Sheikh and its student entered (the socket's meeting:enter).
    const { meeting: started } = await ctx.app.meetingLifecycle.teacherJoined(meeting);
    await ctx.app.meetingLifecycle.studentJoined(started, student.user.id);
    await ctx.endMeeting(meeting.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/meetings/rating',
      headers: { cookie: student.cookie },
      payload: { meetingId: meeting.id, rating: 5, comment: 'Great' },
    });
    const room = json<RoomsPage>(await page(cookie, 'limit=20')).rooms[0]!;
    assert.equal(room.students[0]?.rating, 5);
    assert.equal(room.students[0]?.ratingComment, 'Great');
    assert.equal(room.averageRating, 5);
  });

  it('rejects bad queries with 400', async () => {
    const { cookie } = await ctx.signedIn('admin');
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'status=open',
      'cursor=garbage',
      `cursor=${Buffer.from('1.x').toString('base64url')}`,
    ]) {
      assert.equal((await page(cookie, query)).statusCode, 400, query);
    }
  });
});
