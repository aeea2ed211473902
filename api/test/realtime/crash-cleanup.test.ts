import assert from 'node:assert/strict';
import { it } from 'node:test';
import { build } from '../../src/app';
import { describeBackends, testConfig } from '../helpers/test-app';
import { sleep, useFastTimings } from './realtime-suite';

useFastTimings({ MEETING_REJOIN_GRACE_S: '0.6' });

describeBackends('realtime crash cleanup at start', (ctx) => {
  it('ends the meetings whose rejoin window passed, gives the others one, clears stale flags', async () => {
    const teacher = await ctx.createUser('teacher', { isOnline: true });
    const other = await ctx.createUser('teacher', { isOnline: true });
    // A flag with no open meeting behind it (a crash between two writes of an older version).
    const stray = await ctx.createUser('teacher', { inMeeting: true });
    const student = await ctx.createUser('student', { isOnline: true });
    const lifecycle = ctx.app.meetingLifecycle;
    const meetings = ctx.app.meetingsRepository;
    const create = (roomName: string, teacherId: string) =>
      lifecycle.create({ roomName, teacherId, studentIds: [student.id] });
    // Lost long ago: its window passed while no process ran.
    const { meeting: lost } = await lifecycle.teacherJoined(
      await create('room-crash-a', teacher.id),
    );
    await lifecycle.studentJoined(lost, student.id);
    await lifecycle.participantLost(lost, student.id, Date.now() - 5_000);
    // Live when the process died: nobody is in its room now.
    const { meeting: live } = await lifecycle.teacherJoined(await create('room-crash-b', other.id));
    await sleep(700); // older than the rejoin window

    const restarted = await build(testConfig(), { database: ctx.database });
    try {
      await restarted.ready();
      const ended = await meetings.findById(lost.id);
      assert.deepEqual([ended?.status, ended?.endReason], ['ended', 'participant_lost']);
      assert.ok((await meetings.findParticipation(lost.id, student.id))?.leftAt);
      // The live one waits for its participants (a restart is not their fault)...
      const waiting = await meetings.findById(live.id);
      assert.equal(waiting?.status, 'active');
      assert.ok(waiting?.interruptedAt);
      assert.deepEqual(new Set(waiting?.lostUserIds), new Set([other.id, student.id]));
      const flags = async (id: string) => {
        const row = await restarted.usersRepository.findById(id);
        return [row?.isOnline, row?.inMeeting];
      };
      assert.deepEqual(await flags(teacher.id), [false, false]);
      assert.deepEqual(await flags(other.id), [false, true]);
      assert.deepEqual(await flags(stray.id), [false, false]);
      assert.deepEqual(await flags(student.id), [false, false]);
      // ...and ends when nobody came back within it: nothing stays open.
      const deadline = Date.now() + 3000;
      while ((await meetings.findById(live.id))?.status !== 'ended' && Date.now() < deadline)
        await sleep(100);
      const after = await meetings.findById(live.id);
      assert.deepEqual([after?.status, after?.endReason], ['ended', 'participant_lost']);
      assert.deepEqual(await flags(other.id), [false, false]);
    } finally {
      await restarted.close();
    }
  });
});
