import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  ROOMS_EXPORT_MAX_ROWS,
  type DataResponse,
  type OverviewRoom,
  type RoomsPage,
  type RoomsSummary,
  type RoomStatusFilter,
} from '@app/shared/protocol';
import { meetings, participations } from '../../src/db/schema';
import { uuidv7 } from '../../src/lib/uuidv7';
import { describeBackends, json } from '../helpers/test-app';

describeBackends('rooms summary and CSV export', (ctx) => {
  const base = Date.UTC(2026, 2, 1, 9);

  /** Rooms of every status, some timed, interrupted and rated. */
  async function seedMixed(teacherId: string, teacherName: string) {
    const specs = [
      { status: 'ended', minutes: 30, interrupted: 120, ratings: [5, 4] },
      { status: 'ended', minutes: 12, interrupted: 0, ratings: [3] },
      { status: 'ended', minutes: 0, interrupted: 0, ratings: [], neverStarted: true },
      { status: 'active', minutes: 5, interrupted: 0, ratings: [] },
      { status: 'scheduled', minutes: 0, interrupted: 0, ratings: [], neverStarted: true },
      { status: 'ended', minutes: 45, interrupted: 60, ratings: [2] },
    ] as const;
    for (const [i, spec] of specs.entries()) {
      const createdAt = new Date(base + i * 3_600_000);
      const started = 'neverStarted' in spec ? null : createdAt;
      const ratings: readonly number[] = spec.ratings;
      await ctx.database.db.insert(meetings).values({
        id: uuidv7(),
        roomName: `kpi-${i}-${uuidv7().slice(-6)}`,
        status: spec.status,
        teacherId,
        teacherName,
        startTime: started,
        endTime:
          spec.status === 'ended' && started
            ? new Date(started.getTime() + spec.minutes * 60_000)
            : null,
        interruptedSeconds: spec.interrupted,
        totalRatings: ratings.length,
        averageRating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const get = (cookie: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  async function allRooms(cookie: string, status: RoomStatusFilter): Promise<OverviewRoom[]> {
    const rooms: OverviewRoom[] = [];
    let cursor: string | null = null;
    do {
      const page: RoomsPage = json<RoomsPage>(
        await get(
          cookie,
          `/meetings/admin/rooms?limit=2&status=${status}${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      rooms.push(...page.rooms);
      cursor = page.nextCursor;
    } while (cursor);
    return rooms;
  }

  it('summarises the whole filter as a hand count over every page of rooms', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const teacher = await ctx.createUser('teacher');
    await seedMixed(teacher.id, teacher.name);
    for (const status of ['all', 'ended', 'active', 'scheduled'] as const) {
      const rooms = await allRooms(cookie, status);
      const res = await get(cookie, `/meetings/admin/rooms/summary?status=${status}`);
      assert.equal(res.statusCode, 200, res.body);
      const summary = json<DataResponse<RoomsSummary>>(res).data;
      const ended = rooms.filter((room) => room.status === 'ended');
      const timed = ended.filter((room) => room.startTime && room.endTime);
      const minutes = timed.reduce((sum, room) => sum + room.duration, 0);
      const ratings = rooms.reduce((sum, room) => sum + room.totalRatings, 0);
      const ratingSum = rooms.reduce(
        (sum, room) => sum + room.averageRating * room.totalRatings,
        0,
      );
      assert.deepEqual(
        summary,
        {
          total: rooms.length,
          byStatus: {
            scheduled: rooms.filter((room) => room.status === 'scheduled').length,
            active: rooms.filter((room) => room.status === 'active').length,
            ended: ended.length,
          },
          byOrigin: {
            booked: rooms.filter((room) => room.origin === 'booked').length,
            on_demand: rooms.filter((room) => room.origin === 'on_demand').length,
          },
          totalDurationMinutes: Math.round(minutes * 10) / 10,
          averageDurationMinutes: timed.length ? Math.round((minutes / timed.length) * 10) / 10 : 0,
          totalRatings: ratings,
          averageRating: ratings ? ratingSum / ratings : 0,
        },
        status,
      );
    }
    // The numbers themselves, so an error shared by both sides still shows.
    const all = json<DataResponse<RoomsSummary>>(
      await get(cookie, '/meetings/admin/rooms/summary'),
    ).data;
    assert.equal(all.total, 6);
    assert.deepEqual(all.byStatus, { scheduled: 1, active: 1, ended: 4 });
    assert.deepEqual(all.byOrigin, { booked: 0, on_demand: 6 });
    assert.equal(all.totalDurationMinutes, 28 + 12 + 44);
    assert.equal(all.averageDurationMinutes, 28);
    assert.equal(all.totalRatings, 4);
    assert.equal(all.averageRating, 3.5);
  });

  it('exports the filter as CSV with a BOM, quoted fields and Arabic intact', async () => {
    const { cookie } = await ctx.signedIn('superadmin');
    const teacher = await ctx.createUser('teacher', { name: 'الشيخ أحمد, "المقرئ"' });
    await seedMixed(teacher.id, teacher.name);
    const id = uuidv7();
    const createdAt = new Date(base + 10 * 3_600_000);
    await ctx.database.db.insert(meetings).values({
      id,
      roomName: 'quoted-room',
      subject: '=HYPERLINK("x")\nsecond line',
      status: 'ended',
      teacherId: teacher.id,
      teacherName: teacher.name,
      studentCount: 2,
      createdAt,
      updatedAt: createdAt,
    });
    await ctx.database.db.insert(participations).values([
      { id: uuidv7(), meetingId: id, userId: null, name: 'Zaid' },
      { id: uuidv7(), meetingId: id, userId: null, name: 'عائشة' },
    ]);

    const res = await get(cookie, '/meetings/admin/rooms/export.csv?status=ended');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="rooms-ended-/);
    assert.equal(res.headers['x-export-truncated'], 'false');
    const bytes = res.rawPayload;
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    assert.equal(
      lines[0],
      'room,subject,status,teacher,students,created_at,start_time,end_time,duration_minutes,average_rating,total_ratings,origin',
    );
    // Newest first: the quoted room leads. A formula is defused, quotes doubled, the line
    // break kept inside its quotes.
    assert.equal(
      text.split('\r\n').slice(1, 2)[0]!.split('\n')[0],
      `quoted-room,"'=HYPERLINK(""x"")`,
    );
    assert.ok(
      text.includes(
        `second line",ended,"الشيخ أحمد, ""المقرئ""",Zaid; عائشة,${createdAt.toISOString()},,,0,,0,on_demand\r\n`,
      ),
      text,
    );
    // Header, the 4 seeded ended rooms and the added one, and the final line end.
    assert.equal(lines.length, 1 + 5 + 1);
    assert.equal(lines.at(-1), '');
  });

  it('cuts the export at its row limit and says so', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const teacher = await ctx.createUser('teacher');
    const rows = Array.from({ length: ROOMS_EXPORT_MAX_ROWS + 1 }, (_, i) => {
      const createdAt = new Date(base + i * 1000);
      return {
        id: uuidv7(),
        roomName: `bulk-${i}`,
        status: 'ended' as const,
        teacherId: teacher.id,
        teacherName: teacher.name,
        createdAt,
        updatedAt: createdAt,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await ctx.database.db.insert(meetings).values(rows.slice(i, i + 1000));
    }
    const res = await get(cookie, '/meetings/admin/rooms/export.csv');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-export-truncated'], 'true');
    const lines = res.body.split('\r\n').filter(Boolean);
    assert.equal(lines.length, 1 + ROOMS_EXPORT_MAX_ROWS);
    // The newest rooms are kept; the oldest is the one left out.
    assert.ok(lines[1]!.startsWith(`bulk-${ROOMS_EXPORT_MAX_ROWS},`));
    assert.ok(!res.body.includes('bulk-0,'));
  });

  it('is for admins only and checks its filter', async () => {
    for (const url of ['/meetings/admin/rooms/summary', '/meetings/admin/rooms/export.csv']) {
      for (const role of ['teacher', 'student'] as const) {
        const { cookie } = await ctx.signedIn(role);
        assert.equal((await get(cookie, url)).statusCode, 403, `${role} ${url}`);
      }
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401, url);
      const { cookie } = await ctx.signedIn('admin');
      assert.equal((await get(cookie, `${url}?status=open`)).statusCode, 400, url);
    }
  });
});
