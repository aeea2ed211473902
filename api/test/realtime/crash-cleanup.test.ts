import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type OngoingMeetingPayload,
  type StartMeeting,
} from '@app/shared/protocol';
import { eq } from 'drizzle-orm';
import { build } from '../../src/app';
import { meetings } from '../../src/db/schema';
import { connectedMs } from '../../src/meetings/meeting-view';
import type { Database } from '../../src/db/connection';
import { openTestDatabase } from '../helpers/databases';
import { TestContext, describeBackends, testConfig } from '../helpers/test-app';
import { enter, enterLesson } from './meeting-scenes';
import { sleep, useFastTimings } from './realtime-suite';
import { TestClient } from './socket-client';

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

describeBackends('a lesson cut by a crash counts only the time it was seen whole', (ctx) => {
  it('the outage and the rejoin window are not lesson time', async () => {
    const teacher = await ctx.createUser('teacher', { isOnline: true });
    const student = await ctx.createUser('student', { isOnline: true });
    const lifecycle = ctx.app.meetingLifecycle;
    const created = await lifecycle.create({
      roomName: 'room-crash-length',
      teacherId: teacher.id,
      studentIds: [student.id],
    });
    const { meeting } = await lifecycle.teacherJoined(created);
    await lifecycle.studentJoined(meeting, student.id);
    // Ten minutes ago the lesson began; the sweep last saw both in the room three seconds
    // later; then the process died, and no process ran until now.
    const began = Date.now() - 10 * 60_000;
    await ctx.database.db
      .update(meetings)
      .set({ startTime: new Date(began), createdAt: new Date(began) })
      .where(eq(meetings.id, meeting.id));
    await lifecycle.confirmWhole([meeting.id], began + 3_000);

    const restarted = await build(testConfig(), { database: ctx.database });
    try {
      await restarted.ready();
      const deadline = Date.now() + 3000;
      while (
        (await ctx.app.meetingsRepository.findById(meeting.id))?.status !== 'ended' &&
        Date.now() < deadline
      )
        await sleep(100);
      const ended = await ctx.app.meetingsRepository.findById(meeting.id);
      assert.equal(ended?.status, 'ended');
      // Three seconds of lesson (whole seconds are counted apart, so up to two more).
      const lessonMs = connectedMs(ended!, new Date());
      assert.ok(lessonMs >= 1_000 && lessonMs <= 5_000, `lesson time ${lessonMs} ms`);
    } finally {
      await restarted.close();
    }
  });
});

describeBackends('realtime API restart mid-lesson', (ctx) => {
  // A database of its own: the suite's app, left running, would otherwise see an open meeting
  // with nobody in its (unshared) rooms and count its participants lost.
  let database: Database;
  const clients: TestClient[] = [];
  before(async () => {
    database = await openTestDatabase(ctx.backend);
  });
  after(async () => {
    clients.forEach((client) => client.close());
    await database.close();
  });

  async function listening() {
    const app = await build(testConfig(), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  }
  const connect = async (url: string, cookie: string) => {
    const client = new TestClient(url, { cookie });
    clients.push(client);
    return client.open();
  };

  it('the participants rejoin the restarted API and the lesson goes on; nothing is left stuck', async () => {
    const first = await listening();
    const people = new TestContext(ctx.backend);
    people.app = first.app;
    const teacher = await people.signedIn('teacher');
    const student = await people.signedIn('student');
    const teacherSocket = await connect(first.url, teacher.cookie);
    const studentSocket = await connect(first.url, student.cookie);
    const sent = await studentSocket.request<{ callId: string }>(
      CLIENT_EVENTS.initiateCallRequest,
      {
        receiverId: teacher.user.id,
      },
    );
    await teacherSocket.next(SERVER_EVENTS.incomingCallRequest);
    await teacherSocket.request(CLIENT_EVENTS.respondToCallRequest, {
      callId: sent.callId,
      action: 'accept',
    });
    const { roomName, meetingId } = await studentSocket.next<StartMeeting>(
      SERVER_EVENTS.startMeeting,
    );
    await enterLesson(teacherSocket, studentSocket, roomName);
    await sleep(700); // the lesson is older than the rejoin window when the API goes down
    await first.app.close();

    const second = await listening();
    try {
      const row = await second.app.meetingsRepository.findById(meetingId);
      assert.deepEqual(new Set(row?.lostUserIds), new Set([teacher.user.id, student.user.id]));
      const teacherBack = await connect(second.url, teacher.cookie);
      const ongoing = await teacherBack.request<{ ok: true } & OngoingMeetingPayload>(
        CLIENT_EVENTS.getOngoingMeeting,
        {},
      );
      assert.equal(ongoing.meeting?.meetingId, meetingId);
      await enter(teacherBack, roomName);
      const studentBack = await connect(second.url, student.cookie);
      await enter(studentBack, roomName);
      await teacherBack.next(
        SERVER_EVENTS.meetingResumed,
        (r: { userId: string }) => r.userId === student.user.id,
      );
      await sleep(900); // past the window: it was closed by the returns
      const live = await second.app.meetingsRepository.findById(meetingId);
      assert.deepEqual([live?.status, live?.lostUserIds], ['active', []]);
      assert.equal((await second.app.usersRepository.findById(teacher.user.id))?.inMeeting, true);

      // The student's tab is closed for good: the teacher is freed within the window.
      studentBack.close();
      const ended = await teacherBack.next<MeetingEnded>(
        SERVER_EVENTS.meetingEnded,
        undefined,
        3000,
      );
      assert.equal(ended.reason, 'participant_lost');
      const row2 = await second.app.meetingsRepository.findById(meetingId);
      assert.deepEqual([row2?.status, row2?.endReason], ['ended', 'participant_lost']);
      assert.equal((await second.app.usersRepository.findById(teacher.user.id))?.inMeeting, false);
    } finally {
      await second.app.close();
    }
  });
});
