import assert from 'node:assert/strict';
import { it } from 'node:test';
import type {
  ApiErrorBody,
  DataResponse,
  RoomOriginFilter,
  RoomsPage,
  RoomsSummary,
} from '@app/shared/protocol';
import { bookedLessons, bookings } from '../../src/booking/booking-tables';
import { meetings } from '../../src/db/schema';
import { uuidv7 } from '../../src/lib/uuidv7';
import { describeBackends, json, type TestContext } from '../helpers/test-app';

// The rooms overview tells booked lessons from on-demand calls: a room is a booked lesson when a
// booked lesson's meeting_id names it (docs/booking.md#the-rooms-overview).

const base = Date.UTC(2026, 4, 4, 13);

/** A meeting row, `minutes` after the base time. */
async function seedRoom(
  ctx: TestContext,
  teacher: { id: string; name: string },
  minutes: number,
  status: 'scheduled' | 'active' | 'ended' = 'ended',
) {
  const createdAt = new Date(base + minutes * 60_000);
  const id = uuidv7();
  await ctx.database.db.insert(meetings).values({
    id,
    roomName: `origin-${minutes}-${id.slice(-6)}`,
    status,
    teacherId: teacher.id,
    teacherName: teacher.name,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

/** A confirmed booking of one lesson whose meeting is `meetingId` (null: not met yet). */
async function bookLesson(
  ctx: TestContext,
  teacherId: string,
  studentId: string,
  startMinutes: number,
  meetingId: string | null,
) {
  const now = new Date(base);
  const bookingId = uuidv7();
  await ctx.database.db.insert(bookings).values({
    id: bookingId,
    teacherId,
    studentId,
    minutes: 30,
    weeks: 1,
    trial: false,
    status: 'confirmed',
    studentTimeZone: 'Europe/London',
    skippedDays: [],
    createdAt: now,
    updatedAt: now,
  });
  const startsAt = new Date(base + startMinutes * 60_000);
  await ctx.database.db.insert(bookedLessons).values({
    id: uuidv7(),
    bookingId,
    teacherId,
    studentId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    minutes: 30,
    trial: false,
    status: 'booked',
    meetingId,
    createdAt: now,
    updatedAt: now,
  });
}

describeBackends('rooms overview: booked and on-demand lessons apart', (ctx) => {
  const get = (cookie: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  /** Two booked lessons' rooms (one active), two on-demand calls, and a lesson not met yet. */
  async function seedMixed() {
    const teacher = await ctx.createUser('teacher');
    const student = await ctx.createUser('student');
    const booked = [await seedRoom(ctx, teacher, 0), await seedRoom(ctx, teacher, 60, 'active')];
    const onDemand = [await seedRoom(ctx, teacher, 30), await seedRoom(ctx, teacher, 90)];
    await bookLesson(ctx, teacher.id, student.id, 0, booked[0]!);
    await bookLesson(ctx, teacher.id, student.id, 60, booked[1]!);
    // A lesson still ahead has no meeting: it makes no room booked.
    await bookLesson(ctx, teacher.id, student.id, 24 * 60, null);
    return { booked, onDemand };
  }

  async function roomsOf(cookie: string, query: string) {
    const res = await get(cookie, `/meetings/admin/rooms?limit=50&${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return json<RoomsPage>(res).rooms;
  }

  it('says which rooms were booked lessons and filters by it', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const { booked, onDemand } = await seedMixed();

    const all = await roomsOf(cookie, '');
    assert.deepEqual(
      Object.fromEntries(all.map((room) => [room._id, room.origin])),
      Object.fromEntries([
        ...booked.map((id) => [id, 'booked']),
        ...onDemand.map((id) => [id, 'on_demand']),
      ]),
    );
    const ids = async (origin: RoomOriginFilter, status = 'all') =>
      (await roomsOf(cookie, `origin=${origin}&status=${status}`)).map((room) => room._id).sort();
    assert.deepEqual(await ids('booked'), [...booked].sort());
    assert.deepEqual(await ids('on_demand'), [...onDemand].sort());
    assert.equal((await ids('all')).length, 4);
    // With the status filter: the booked lesson's room that is still in progress.
    assert.deepEqual(await ids('booked', 'active'), [booked[1]]);
    assert.deepEqual(await ids('on_demand', 'active'), []);
  });

  it('pages through one origin by keyset', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const { onDemand } = await seedMixed();
    const first = json<RoomsPage>(
      await get(cookie, '/meetings/admin/rooms?origin=on_demand&limit=1'),
    );
    assert.equal(first.hasMore, true);
    const second = json<RoomsPage>(
      await get(
        cookie,
        `/meetings/admin/rooms?origin=on_demand&limit=1&cursor=${first.nextCursor}`,
      ),
    );
    assert.equal(second.hasMore, false);
    // Newest first.
    assert.deepEqual(
      [...first.rooms, ...second.rooms].map((room) => room._id),
      [onDemand[1], onDemand[0]],
    );
  });

  it('counts each origin in the summary, over the origin filter too', async () => {
    const { cookie } = await ctx.signedIn('superadmin');
    await seedMixed();
    const summary = async (query: string) => {
      const res = await get(cookie, `/meetings/admin/rooms/summary?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return json<DataResponse<RoomsSummary>>(res).data;
    };
    const all = await summary('');
    assert.equal(all.total, 4);
    assert.deepEqual(all.byOrigin, { booked: 2, on_demand: 2 });
    const booked = await summary('origin=booked');
    assert.equal(booked.total, 2);
    assert.deepEqual(booked.byOrigin, { booked: 2, on_demand: 0 });
    assert.deepEqual(booked.byStatus, { scheduled: 0, active: 1, ended: 1 });
    const endedOnDemand = await summary('origin=on_demand&status=ended');
    assert.equal(endedOnDemand.total, 2);
    assert.deepEqual(endedOnDemand.byOrigin, { booked: 0, on_demand: 2 });
  });

  it('exports the origin column and takes the origin filter', async () => {
    const { cookie } = await ctx.signedIn('admin');
    await seedMixed();
    const rows = async (query: string) => {
      const res = await get(cookie, `/meetings/admin/rooms/export.csv?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return { res, lines: res.body.split('\r\n').filter(Boolean) };
    };
    const all = await rows('');
    assert.ok(all.lines[0]!.endsWith(',total_ratings,origin'), all.lines[0]);
    assert.deepEqual(
      all.lines
        .slice(1)
        .map((line) => line.split(',').at(-1))
        .sort(),
      ['booked', 'booked', 'on_demand', 'on_demand'],
    );
    const booked = await rows('origin=booked');
    assert.equal(booked.lines.length, 1 + 2);
    assert.ok(booked.lines.slice(1).every((line) => line.endsWith(',booked')));
    assert.match(
      String(booked.res.headers['content-disposition']),
      /filename="rooms-all-booked-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });

  it('refuses an unknown origin on the list, the summary and the export', async () => {
    const { cookie } = await ctx.signedIn('admin');
    for (const path of ['', '/summary', '/export.csv']) {
      for (const origin of ['scheduled', 'BOOKED', 'on-demand', '']) {
        const res = await get(cookie, `/meetings/admin/rooms${path}?origin=${origin}`);
        assert.equal(res.statusCode, 400, `${path} ${origin}`);
        const body = json<ApiErrorBody>(res);
        assert.equal(body.code, 'validation.failed');
        assert.deepEqual(
          body.errors?.map((error) => error.field),
          ['origin'],
        );
      }
    }
  });

  it('keeps the filter for admins', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const { cookie } = await ctx.signedIn(role);
      assert.equal((await get(cookie, '/meetings/admin/rooms?origin=booked')).statusCode, 403);
    }
  });
});
