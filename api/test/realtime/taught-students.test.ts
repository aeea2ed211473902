import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type OnlineStudentsPayload,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { meetingScenes } from './meeting-scenes';
import { SocketHarness, useFastTimings } from './realtime-suite';

useFastTimings();

const about = (id: string, type: UsersListDelta['type']) => (delta: UsersListDelta) =>
  delta.type === type && (delta.type === 'upsert' ? delta.user._id : delta._id) === id;

describeBackends("a teacher's list of students", (ctx) => {
  const harness = new SocketHarness(ctx);
  const { joined } = meetingScenes(harness);

  it('gains a student once a lesson with it took place; only that teacher hears its presence', async () => {
    const bystander = await harness.user('teacher');
    assert.deepEqual(await bystander.socket.next(SERVER_EVENTS.allUsersList), []);
    const { teacher, student, roomName } = await joined();
    assert.deepEqual(await teacher.socket.next(SERVER_EVENTS.allUsersList), []);
    // Both entered, the Sheikh first: the lesson began, and the student's attendance is kept.
    const meeting = await ctx.app.meetingsRepository.findByRoom(roomName);
    assert.equal(meeting?.teacherJoined, true);
    const { students } = await ctx.app.meetingsRepository.view(meeting!);
    assert.ok(students[0]?.joinedAt);
    assert.equal((await teacher.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);

    const added = await teacher.socket.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      about(student.user.id, 'upsert'),
    );
    assert.deepEqual(added.type === 'upsert' && added.user, {
      _id: student.user.id,
      name: student.user.name,
      avatar: null,
      role: 'student',
      isOnline: true,
      isBusy: false,
      inMeeting: false,
      status: 'online',
    });

    // The student leaves: its teacher hears it (without when a child was last around), a
    // teacher who never taught it does not.
    student.socket.close();
    const gone = await teacher.socket.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      about(student.user.id, 'presence'),
    );
    assert.ok(gone.type === 'presence' && gone.status === 'offline' && !('lastSeen' in gone));
    await bystander.socket.none(SERVER_EVENTS.usersListDelta, about(student.user.id, 'presence'));
    await bystander.socket.none(SERVER_EVENTS.usersListDelta, about(student.user.id, 'upsert'));

    // A new tab of the teacher starts with the student in its list.
    const tab = await harness.client(teacher.cookie);
    const list = await tab.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList);
    assert.deepEqual(
      list.map((entry) => [entry._id, entry.status]),
      [[student.user.id, 'offline']],
    );
  });

  it('tells teachers how many students are online, as a number', async () => {
    const teacher = await harness.user('teacher');
    const first = await teacher.socket.next<OnlineStudentsPayload>(SERVER_EVENTS.onlineStudents);
    assert.deepEqual(first, { count: 0 });
    await harness.user('student');
    await harness.user('student');
    const counted = await teacher.socket.next<OnlineStudentsPayload>(
      SERVER_EVENTS.onlineStudents,
      ({ count }) => count === 2,
    );
    assert.deepEqual(counted, { count: 2 });
    // Students never get the count.
    const { socket: student } = await harness.user('student');
    await student.next(SERVER_EVENTS.allUsersList);
    await student.none(SERVER_EVENTS.onlineStudents, () => true, 1_500);
  });
});
