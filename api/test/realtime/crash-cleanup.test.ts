import assert from 'node:assert/strict';
import { it } from 'node:test';
import { build } from '../../src/app';
import { describeBackends, testConfig } from '../helpers/test-app';

describeBackends('realtime crash cleanup at start', (ctx) => {
  it('ends meetings and clears presence flags a crashed process left behind', async () => {
    const teacher = await ctx.createUser('teacher', {
      isOnline: true,
      inMeeting: true,
      isBusy: true,
    });
    const stray = await ctx.createUser('teacher', { inMeeting: true, isBusy: true });
    const student = await ctx.createUser('student', { isOnline: true });
    const meetings = ctx.app.meetingsRepository;
    const active = await meetings.markTeacherJoined(
      await meetings.create({
        roomName: 'room-crash-a',
        teacherId: teacher.id,
        studentIds: [student.id],
      }),
    );
    await meetings.recordJoin(active.id, student.id);
    const scheduled = await meetings.create({
      roomName: 'room-crash-b',
      teacherId: teacher.id,
      studentIds: [student.id],
    });

    // A new process starts on the same database.
    const restarted = await build(testConfig(), { database: ctx.database });
    try {
      await restarted.ready();
      for (const id of [active.id, scheduled.id]) {
        const row = await meetings.findById(id);
        assert.equal(row?.status, 'ended');
        assert.ok(row?.endTime);
      }
      const participation = await meetings.findParticipation(active.id, student.id);
      assert.ok(participation?.leftAt);
      for (const id of [teacher.id, stray.id, student.id]) {
        const row = await ctx.app.usersRepository.findById(id);
        assert.deepEqual([row?.isOnline, row?.inMeeting, row?.isBusy], [false, false, false]);
      }
    } finally {
      await restarted.close();
    }
  });
});
