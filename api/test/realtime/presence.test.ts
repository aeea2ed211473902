import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type TeacherStatusUpdated,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import { addLesson } from '../helpers/lessons';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, sleep, useFastTimings } from './realtime-suite';

// A grace period long enough that a reconnect on a loaded CI machine still lands inside it.
const GRACE_MS = 1_500;
useFastTimings({ PRESENCE_GRACE_MS: String(GRACE_MS) });

const presenceOf = (id: string) => (delta: UsersListDelta) =>
  delta.type === 'presence' && delta._id === id;

describeBackends('realtime presence', (ctx) => {
  const harness = new SocketHarness(ctx);

  it('sends each receiver only what it may see: contact details only to admins', async () => {
    const teacher = await ctx.createUser('teacher', { phone: '+201001112223' });
    const student = await ctx.createUser('student', { phone: '+201001112224' });
    const anonymous = await harness.client();
    const anonList = await anonymous.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList);
    assert.deepEqual(
      anonList.map((u) => u._id),
      [teacher.id],
    );
    // A visitor learns whether a teacher is there now, not when they were last around.
    for (const field of ['email', 'phone', 'lastSeen', 'lastLogin', 'active', 'loginMethod']) {
      assert.ok(!(field in anonList[0]!), field);
    }
    assert.equal(anonList[0]!.status, 'offline');

    const { socket: asStudent } = await harness.user('student');
    const studentList = await asStudent.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList);
    assert.deepEqual(
      studentList.map((u) => [u._id, 'email' in u, 'phone' in u, 'lastSeen' in u]),
      [[teacher.id, false, false, true]],
    );

    // A teacher who has taught nobody lists nobody: not a directory of every child.
    const { user: other, socket: asTeacher } = await harness.user('teacher');
    assert.deepEqual(await asTeacher.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList), []);
    await addLesson(ctx, other, student);
    const again = await harness.client(await ctx.login(other.email!));
    assert.deepEqual(await again.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList), [
      {
        _id: student.id,
        name: student.name,
        avatar: null,
        role: 'student',
        isOnline: false,
        isBusy: false,
        inMeeting: false,
        status: 'offline',
      },
    ]);

    const { socket: asAdmin } = await harness.user('admin');
    const adminList = await asAdmin.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList);
    const listedTeacher = adminList.find((u) => u._id === teacher.id);
    assert.ok(listedTeacher && 'phone' in listedTeacher);
    assert.equal(listedTeacher.phone, '+201001112223');
    assert.ok(adminList.every((u) => u.role === 'teacher' || u.role === 'student'));
  });

  it('keeps a user online while any tab is open, with a grace period, and sends deltas only', async () => {
    const { socket: watcher } = await harness.user('student');
    await watcher.next(SERVER_EVENTS.allUsersList);
    const { user: teacher, cookie } = await ctx.signedIn('teacher');

    const tab1 = await harness.client(cookie);
    const online = await watcher.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      presenceOf(teacher.id),
    );
    assert.equal(online.type === 'presence' && online.status, 'online');
    const tab2 = await harness.client(cookie);
    await watcher.none(SERVER_EVENTS.usersListDelta, presenceOf(teacher.id));
    // Others joining never re-sends the whole list to those already connected.
    await watcher.none(SERVER_EVENTS.allUsersList, () => true, 50);

    tab1.close();
    await sleep(GRACE_MS + 200); // past the grace period: tab2 keeps the teacher online
    await watcher.none(SERVER_EVENTS.usersListDelta, presenceOf(teacher.id), 50);

    // A reload: the last tab closes and a new one opens within the grace period.
    tab2.close();
    await sleep(100);
    const tab3 = await harness.client(cookie);
    await watcher.none(SERVER_EVENTS.usersListDelta, presenceOf(teacher.id), 500);
    assert.equal((await ctx.app.usersRepository.findById(teacher.id))?.isOnline, true);

    tab3.close();
    const started = Date.now();
    const offline = await watcher.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      presenceOf(teacher.id),
    );
    assert.ok(Date.now() - started >= GRACE_MS - 50, 'offline only after the grace period');
    assert.ok(offline.type === 'presence' && offline.status === 'offline' && offline.lastSeen);
    assert.equal((await ctx.app.usersRepository.findById(teacher.id))?.isOnline, false);
  });

  it('lets a teacher set only its own status and tells its tabs and the students', async () => {
    const { user: teacher, cookie } = await ctx.signedIn('teacher');
    const other = await harness.user('teacher');
    const tab1 = await harness.client(cookie);
    const tab2 = await harness.client(cookie);
    const { socket: student } = await harness.user('student');
    await student.next(SERVER_EVENTS.allUsersList);

    assert.deepEqual(await tab1.request(CLIENT_EVENTS.updateTeacherStatus, { setting: 'busy' }), {
      ok: true,
    });
    const update = await tab2.next<TeacherStatusUpdated>(
      SERVER_EVENTS.teacherStatusUpdated,
      (s) => s.status.isBusy,
    );
    assert.deepEqual(update, {
      teacherId: teacher.id,
      status: { isOnline: true, isBusy: true, inMeeting: false },
    });
    const delta = await student.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      presenceOf(teacher.id),
    );
    assert.ok(delta.type === 'presence' && delta.status === 'busy');

    // Spoofing: a payload naming another teacher is refused as malformed (the teacher is always
    // the session's), a student is forbidden, and nothing changes.
    const spoof = await tab1.request(CLIENT_EVENTS.updateTeacherStatus, {
      userId: other.user.id,
      setting: 'busy',
    });
    assert.equal(spoof.code, 'request.invalid');
    const byStudent = await student.request(CLIENT_EVENTS.updateTeacherStatus, {
      setting: 'online',
    });
    assert.equal(byStudent.code, 'auth.forbidden');
    assert.equal((await ctx.app.usersRepository.findById(other.user.id))?.isBusy, false);
    assert.equal((await ctx.app.usersRepository.findById(teacher.id))?.isBusy, true);

    // Anyone, even the landing page, may ask for a teacher's status.
    const anonymous = await harness.client();
    const asked = await anonymous.request<TeacherStatusUpdated & { ok: boolean }>(
      CLIENT_EVENTS.getTeacherStatus,
      { teacherId: teacher.id },
    );
    assert.deepEqual(asked.status, { isOnline: true, isBusy: true, inMeeting: false });
    await anonymous.next(SERVER_EVENTS.teacherStatusUpdated);
  });

  it('drops malformed payloads without harming the socket', async () => {
    const { socket } = await harness.user('teacher');
    const malformed = [
      null,
      42,
      'x',
      { userId: 'someone' },
      { setting: 'away' },
      { status: 'busy' },
    ];
    for (const bad of malformed) {
      const answer = await socket.request(CLIENT_EVENTS.updateTeacherStatus, bad);
      assert.equal(answer.code, 'request.invalid');
    }
    socket.socket.emit(CLIENT_EVENTS.updateTeacherStatus); // no payload, no ack
    const ok = await socket.request(CLIENT_EVENTS.updateTeacherStatus, {
      setting: 'online',
    });
    assert.deepEqual(ok, { ok: true });
    assert.ok(socket.socket.connected);
  });

  it('asking about someone who is not a teacher answers invalid_target, not a refusal about a call', async () => {
    const { socket } = await harness.user('student');
    const other = await ctx.createUser('student');
    for (const teacherId of [other.id, '00000000-0000-7000-8000-000000000000']) {
      const answer = await socket.request(CLIENT_EVENTS.getTeacherStatus, { teacherId });
      assert.deepEqual([answer.ok, answer.code], [false, 'calls.invalid_target']);
    }
  });
});
