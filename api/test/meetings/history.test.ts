import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LessonHistoryPage } from '@app/shared/protocol';
import { meetings, participations, type UserRow } from '../../src/db/schema';
import { uuidv7 } from '../../src/lib/uuidv7';
import { describeBackends, json } from '../helpers/test-app';

describeBackends('GET /meetings/history', (ctx) => {
  interface Lesson {
    teacher: UserRow;
    students: Array<{ user: UserRow; rating?: number; comment?: string }>;
    status?: 'scheduled' | 'active' | 'ended';
    createdAt: Date;
    minutes?: number;
  }

  /** Inserts lessons straight into the tables, as the lifecycle leaves them. */
  async function seed(lessons: Lesson[]) {
    const ids: string[] = [];
    for (const lesson of lessons) {
      const id = uuidv7();
      ids.push(id);
      const start = lesson.createdAt;
      const end = new Date(start.getTime() + (lesson.minutes ?? 30) * 60_000);
      const ratings = lesson.students.flatMap((s) => (s.rating ? [s.rating] : []));
      await ctx.database.db.insert(meetings).values({
        id,
        roomName: `history-${id}`,
        status: lesson.status ?? 'ended',
        teacherId: lesson.teacher.id,
        teacherName: lesson.teacher.name,
        startTime: start,
        endTime: (lesson.status ?? 'ended') === 'ended' ? end : null,
        studentCount: lesson.students.length,
        totalRatings: ratings.length,
        averageRating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
        createdAt: start,
        updatedAt: start,
      });
      if (lesson.students.length > 0) {
        await ctx.database.db.insert(participations).values(
          lesson.students.map((s) => ({
            id: uuidv7(),
            meetingId: id,
            userId: s.user.id,
            name: s.user.name,
            participationSeconds: (lesson.minutes ?? 30) * 60,
            rating: s.rating ?? null,
            ratingComment: s.comment ?? null,
            ratedAt: s.rating ? end : null,
          })),
        );
      }
    }
    return ids;
  }

  const history = (cookie: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/meetings/history?${query}`, headers: { cookie } });

  const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));

  it("shows a student only its own lessons, with its own rating, and a teacher each rating's comment", async () => {
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const other = await ctx.signedIn('student');
    const [rated, unrated, group] = await seed([
      {
        teacher: teacher.user,
        students: [{ user: student.user, rating: 4, comment: 'Clear tajweed "notes", thanks' }],
        createdAt: at(0),
        minutes: 25,
      },
      { teacher: teacher.user, students: [{ user: student.user }], createdAt: at(1) },
      {
        teacher: teacher.user,
        students: [
          { user: student.user, rating: 5 },
          { user: other.user, rating: 2, comment: 'Too fast' },
        ],
        createdAt: at(2),
      },
      // Not past yet: never in a history.
      {
        teacher: teacher.user,
        students: [{ user: student.user }],
        status: 'active',
        createdAt: at(3),
      },
      // Another student's lesson with this teacher.
      { teacher: teacher.user, students: [{ user: other.user, rating: 3 }], createdAt: at(4) },
    ]);

    const mine = json<LessonHistoryPage>(await history(student.cookie));
    assert.deepEqual(
      mine.lessons.map((lesson) => lesson.meetingId),
      [group, unrated, rated],
    );
    const [groupEntry, unratedEntry, ratedEntry] = mine.lessons;
    // In a group lesson a student sees only its own row, never another's rating.
    assert.deepEqual(
      groupEntry!.students.map((s) => [s.name, s.rating, s.ratingComment]),
      [[student.user.name, 5, null]],
    );
    assert.equal(unratedEntry!.students[0]!.rating, null);
    assert.equal(ratedEntry!.students[0]!.rating, 4);
    assert.equal(ratedEntry!.students[0]!.ratingComment, 'Clear tajweed "notes", thanks');
    assert.equal(ratedEntry!.teacher.name, teacher.user.name);
    // Each side is named by its account, so a row can be reported.
    assert.equal(ratedEntry!.teacher._id, teacher.user.id);
    assert.equal(ratedEntry!.students[0]!._id, student.user.id);
    assert.equal(ratedEntry!.duration, 25);
    assert.equal(ratedEntry!.startedAt, at(0).toISOString());

    const taught = json<LessonHistoryPage>(await history(teacher.cookie));
    assert.equal(taught.lessons.length, 4);
    const groupTaught = taught.lessons.find((lesson) => lesson.meetingId === group)!;
    assert.deepEqual(
      groupTaught.students.map((s) => [s.name, s.rating, s.ratingComment]).sort(),
      [
        [other.user.name, 2, 'Too fast'],
        [student.user.name, 5, null],
      ].sort(),
    );

    // A second teacher and a newcomer student see none of these lessons.
    const stranger = await ctx.signedIn('teacher');
    const newcomer = await ctx.signedIn('student');
    assert.deepEqual(json<LessonHistoryPage>(await history(stranger.cookie)).lessons, []);
    assert.deepEqual(json<LessonHistoryPage>(await history(newcomer.cookie)).lessons, []);
  });

  it('pages newest first by cursor, each lesson once', async () => {
    const teacher = await ctx.signedIn('teacher');
    const student = await ctx.signedIn('student');
    const ids = await seed(
      Array.from({ length: 7 }, (_, i) => ({
        teacher: teacher.user,
        students: [{ user: student.user }],
        // Pairs share a time so the id tie-break is exercised.
        createdAt: at(Math.floor(i / 2)),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await history(student.cookie, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.statusCode, 200, res.body);
      const body: LessonHistoryPage = json<LessonHistoryPage>(res);
      seen.push(...body.lessons.map((lesson) => lesson.meetingId));
      assert.equal(body.hasMore, body.nextCursor !== null);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, [...ids].reverse());
  });

  it('refuses admins, strangers and bad queries', async () => {
    const admin = await ctx.signedIn('admin');
    assert.equal((await history(admin.cookie)).statusCode, 403);
    assert.equal(
      (await ctx.app.inject({ method: 'GET', url: '/meetings/history' })).statusCode,
      401,
    );
    const student = await ctx.signedIn('student');
    for (const query of ['limit=0', 'limit=51', 'cursor=garbage', `cursor=${'x'.repeat(201)}`]) {
      assert.equal((await history(student.cookie, query)).statusCode, 400, query);
    }
  });
});
