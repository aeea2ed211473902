import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  BLOCKS_MAX,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AllUsersListPayload,
  type BlockedTeacher,
  type PublicUser,
  type UsersListDelta,
} from '@app/shared/protocol';
import { teacherBlocks } from '../../src/moderation/moderation-tables';
import { describeBackends, errorOf, json } from '../helpers/test-app';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';

useFastTimings({ PRESENCE_GRACE_MS: '200' });

const about = (id: string) => (delta: UsersListDelta) =>
  (delta.type === 'upsert' ? delta.user._id : delta._id) === id;

describeBackends('blocking a Sheikh', (ctx) => {
  const harness = new SocketHarness(ctx);
  const block = (cookie: string, id: string) =>
    ctx.app.inject({ method: 'PUT', url: `/teachers/${id}/block`, headers: { cookie } });
  const unblock = (cookie: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/teachers/${id}/block`, headers: { cookie } });
  const blockedOf = async (cookie: string) =>
    json<{ data: { teachers: BlockedTeacher[] } }>(
      await ctx.app.inject({ method: 'GET', url: '/blocks', headers: { cookie } }),
    ).data.teachers.map((teacher) => teacher._id);

  it('the Sheikh leaves the student’s lists at once, calls are refused, and Unblock brings him back', async () => {
    const teacher = await harness.user('teacher');
    const student = await harness.user('student');
    const classmate = await harness.user('student');
    await student.socket.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);
    await classmate.socket.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);

    const res = await block(student.cookie, teacher.user.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await blockedOf(student.cookie), [teacher.user.id]);
    const removed = await student.socket.next(SERVER_EVENTS.usersListDelta, about(teacher.user.id));
    assert.deepEqual(removed, { type: 'remove', _id: teacher.user.id });

    // A fresh list (a reload) and the REST directory leave him out; another student keeps him.
    const reloaded = await harness.client(student.cookie);
    const list = await reloaded.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);
    assert.ok(!list.some((entry) => entry._id === teacher.user.id));
    const directory = json<{ data: PublicUser[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/users/teachers',
        headers: { cookie: student.cookie },
      }),
    ).data;
    assert.ok(!directory.some((entry) => entry._id === teacher.user.id));

    // His changes reach other students, never the one who blocked him.
    await teacher.socket.request(CLIENT_EVENTS.updateTeacherStatus, { setting: 'busy' });
    await classmate.socket.next(SERVER_EVENTS.usersListDelta, about(teacher.user.id));
    await student.socket.none(SERVER_EVENTS.usersListDelta, about(teacher.user.id));
    await teacher.socket.request(CLIENT_EVENTS.updateTeacherStatus, { setting: 'online' });

    // A crafted call is refused with a code, and the Sheikh never hears it ring.
    const call = await student.socket.request(CLIENT_EVENTS.initiateCallRequest, {
      receiverId: teacher.user.id,
    });
    assert.deepEqual([call.ok, call.code], [false, 'calls.blocked']);
    await teacher.socket.none(SERVER_EVENTS.incomingCallRequest);

    const lifted = await unblock(student.cookie, teacher.user.id);
    assert.equal(lifted.statusCode, 204);
    const back = await student.socket.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      about(teacher.user.id),
    );
    assert.ok(back.type === 'upsert' && back.user._id === teacher.user.id);
    assert.deepEqual(await blockedOf(student.cookie), []);
    const again = await student.socket.request(CLIENT_EVENTS.initiateCallRequest, {
      receiverId: teacher.user.id,
    });
    assert.equal(again.ok, true, JSON.stringify(again));
  });

  it('only a student blocks, only a Sheikh can be blocked, and twice is once', async () => {
    const teacher = await ctx.createUser('teacher');
    assert.equal(
      (await ctx.app.inject({ method: 'PUT', url: `/teachers/${teacher.id}/block` })).statusCode,
      401,
    );
    for (const role of ['teacher', 'admin', 'superadmin'] as const) {
      const { cookie } = await ctx.signedIn(role);
      const res = await block(cookie, teacher.id);
      assert.equal(res.statusCode, 403, role);
      assert.deepEqual(res.json(), errorOf('blocks.students_only'));
    }
    const { cookie } = await ctx.signedIn('student');
    const student = await ctx.createUser('student');
    for (const id of [student.id, 'not-a-uuid', crypto.randomUUID()]) {
      const res = await block(cookie, id);
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), errorOf('teachers.not_found'));
    }
    assert.equal((await block(cookie, teacher.id)).statusCode, 200);
    assert.equal((await block(cookie, teacher.id)).statusCode, 200);
    assert.deepEqual(await blockedOf(cookie), [teacher.id]);
    // Unblocking one not blocked is no error.
    assert.equal((await unblock(cookie, crypto.randomUUID())).statusCode, 204);
  });

  it(`a student blocks at most ${BLOCKS_MAX} Sheikhs`, async () => {
    const { user, cookie } = await ctx.signedIn('student');
    const teachers = await Promise.all(
      Array.from({ length: BLOCKS_MAX }, () => ctx.createUser('teacher')),
    );
    await ctx.app.db.insert(teacherBlocks).values(
      teachers.map((teacher) => ({
        studentId: user.id,
        teacherId: teacher.id,
        createdAt: new Date(),
      })),
    );
    const one = await ctx.createUser('teacher');
    const res = await block(cookie, one.id);
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), errorOf('blocks.limit_reached'));
    // One already blocked is still "blocked", not refused.
    assert.equal((await block(cookie, teachers[0]!.id)).statusCode, 200);
  });
});
