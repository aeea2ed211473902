import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { PublicStats } from '@app/shared/protocol';
import { meetings, participations } from '../../src/db/schema';
import { countStats, publicStats, SHOW_FROM } from '../../src/stats/public-stats';
import { describeBackends, json, type TestContext } from '../helpers/test-app';

async function addLessons(
  ctx: TestContext,
  teacherId: string,
  lessons: Array<{ status: 'active' | 'ended'; teacherJoined: boolean; rating?: number }>,
): Promise<void> {
  const student = await ctx.createUser('student');
  for (const lesson of lessons) {
    const meetingId = randomUUID();
    await ctx.app.db.insert(meetings).values({
      id: meetingId,
      roomName: `room-${meetingId}`,
      status: lesson.status,
      teacherId,
      teacherName: 'Teacher',
      teacherJoined: lesson.teacherJoined,
      studentCount: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await ctx.app.db.insert(participations).values({
      id: randomUUID(),
      meetingId,
      userId: student.id,
      name: student.name,
      rating: lesson.rating ?? null,
    });
  }
}

const ended = (count: number, rating?: number) =>
  Array.from({ length: count }, () => ({
    status: 'ended' as const,
    teacherJoined: true,
    ...(rating ? { rating } : {}),
  }));

describeBackends('the public figures', (ctx) => {
  it('hides each figure until it is large enough, counting only what happened', async () => {
    assert.deepEqual(publicStats(await countStats(ctx.app.db)), {
      activeTeachers: null,
      lessonsTaught: null,
      averageRating: null,
    });

    const teachers = [];
    for (let index = 0; index < SHOW_FROM.activeTeachers - 1; index += 1) {
      teachers.push(await ctx.createUser('teacher'));
    }
    // Neither a deactivated teacher, an applicant nor a student counts.
    await ctx.createUser('teacher', { status: 'banned' });
    await ctx.createUser('teacher', { status: 'pending' });
    await ctx.createUser('student');
    const teacherId = teachers[0]!.id;
    // Lessons: one the teacher never joined and one still under way do not count.
    await addLessons(ctx, teacherId, [
      ...ended(SHOW_FROM.lessonsTaught - 1, 5),
      { status: 'ended', teacherJoined: false },
      { status: 'active', teacherJoined: true },
    ]);
    const below = await countStats(ctx.app.db);
    assert.deepEqual(
      [below.activeTeachers, below.lessonsTaught],
      [SHOW_FROM.activeTeachers - 1, SHOW_FROM.lessonsTaught - 1],
    );
    assert.deepEqual(publicStats(below), {
      activeTeachers: null,
      lessonsTaught: null,
      averageRating: 5,
    });

    await ctx.createUser('teacher');
    await addLessons(ctx, teacherId, ended(1, 2));
    assert.deepEqual(publicStats(await countStats(ctx.app.db)), {
      activeTeachers: SHOW_FROM.activeTeachers,
      lessonsTaught: SHOW_FROM.lessonsTaught,
      // (19 x 5 + 2) / 20 = 4.85, shown to one decimal.
      averageRating: 4.9,
    });
  });

  it('shows no average from fewer ratings than the minimum', () => {
    assert.equal(
      publicStats({
        activeTeachers: 0,
        lessonsTaught: 0,
        ratings: SHOW_FROM.ratings - 1,
        averageRating: 5,
      }).averageRating,
      null,
    );
  });

  it('GET /stats answers anyone, and lets caches keep it a minute', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/stats' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=60');
    const { data } = json<{ data: PublicStats }>(res);
    assert.deepEqual(Object.keys(data).sort(), [
      'activeTeachers',
      'averageRating',
      'lessonsTaught',
    ]);
  });
});
