import assert from 'node:assert/strict';
import { it } from 'node:test';
import { FOLLOWS_MAX, type FollowedTeachers } from '@app/shared/protocol';
import {
  NOTIFICATION_SERVER_EVENTS,
  type Notification,
  type NotificationCreatedPayload,
} from '../../src/notifications/notification-types';
import { toNotification } from '../../src/notifications/notification-view';
import { FOLLOWED_ONLINE_QUIET_MS } from '../../src/notifications/notification-triggers';
import { teacherFollows } from '../../src/follows/follow-tables';
import { describeBackends, errorOf, json } from '../helpers/test-app';
import { SocketHarness, sleep, useFastTimings } from '../realtime/realtime-suite';

const GRACE_MS = 200;
useFastTimings({ PRESENCE_GRACE_MS: String(GRACE_MS) });

describeBackends('following a Sheikh', (ctx) => {
  const harness = new SocketHarness(ctx);
  const follow = (cookie: string, id: string) =>
    ctx.app.inject({ method: 'PUT', url: `/teachers/${id}/follow`, headers: { cookie } });
  const unfollow = (cookie: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/teachers/${id}/follow`, headers: { cookie } });
  const followed = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/follows', headers: { cookie } });
  const idsOf = (res: Awaited<ReturnType<typeof followed>>) =>
    json<{ data: FollowedTeachers }>(res).data.teacherIds;

  async function notificationsOf(userId: string): Promise<Notification[]> {
    await ctx.app.notifier.settled();
    const page = await ctx.app.notificationsRepository.page(userId, 50);
    return page.rows.map(toNotification);
  }

  it('a student follows and unfollows a Sheikh; following twice keeps one', async () => {
    const { cookie } = await ctx.signedIn('student');
    const first = await ctx.createUser('teacher');
    const second = await ctx.createUser('teacher');
    assert.deepEqual(idsOf(await followed(cookie)), []);
    const res = await follow(cookie, first.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(idsOf(res), [first.id]);
    assert.deepEqual(idsOf(await follow(cookie, first.id)), [first.id]);
    await sleep(2);
    assert.deepEqual(idsOf(await follow(cookie, second.id)), [second.id, first.id]);
    assert.deepEqual(idsOf(await followed(cookie)), [second.id, first.id]);
    const after = await unfollow(cookie, first.id);
    assert.equal(after.statusCode, 200);
    assert.deepEqual(idsOf(after), [second.id]);
    // Unfollowing again, or someone never followed, is no error.
    assert.deepEqual(idsOf(await unfollow(cookie, first.id)), [second.id]);
  });

  it('only a signed-in student follows, and only an active teacher can be followed', async () => {
    const teacher = await ctx.createUser('teacher');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/teachers/${teacher.id}/follow`,
    });
    assert.equal(anonymous.statusCode, 401);
    for (const role of ['teacher', 'admin', 'superadmin'] as const) {
      const { cookie } = await ctx.signedIn(role);
      for (const res of [
        await follow(cookie, teacher.id),
        await unfollow(cookie, teacher.id),
        await followed(cookie),
      ]) {
        assert.equal(res.statusCode, 403, role);
        assert.deepEqual(res.json(), errorOf('follows.students_only'));
      }
    }
    const { cookie } = await ctx.signedIn('student');
    const student = await ctx.createUser('student');
    const admin = await ctx.createUser('admin');
    const banned = await ctx.createUser('teacher', { status: 'banned' });
    for (const id of [student.id, admin.id, banned.id, 'not-a-uuid', crypto.randomUUID()]) {
      const res = await follow(cookie, id);
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), errorOf('teachers.not_found'));
    }
    assert.deepEqual(idsOf(await followed(cookie)), []);
  });

  it(`a student follows at most ${FOLLOWS_MAX} Sheikhs, even asked all at once`, async () => {
    const { cookie } = await ctx.signedIn('student');
    const teachers = await Promise.all(
      Array.from({ length: FOLLOWS_MAX + 3 }, () => ctx.createUser('teacher')),
    );
    const answers = await Promise.all(teachers.map((teacher) => follow(cookie, teacher.id)));
    const statuses = answers.map((res) => res.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, FOLLOWS_MAX);
    assert.equal(statuses.filter((status) => status === 409).length, 3);
    const refused = answers.find((res) => res.statusCode === 409)!;
    assert.deepEqual(refused.json(), errorOf('follows.limit_reached'));
    assert.equal(idsOf(await followed(cookie)).length, FOLLOWS_MAX);
    // One unfollowed makes room for one more.
    const kept = idsOf(await followed(cookie));
    const left = teachers.find((teacher) => !kept.includes(teacher.id))!;
    await unfollow(cookie, kept[0]!);
    assert.equal((await follow(cookie, left.id)).statusCode, 200);
  });

  it('a followed Sheikh coming online tells each follower once, not on every reconnect or tab', async () => {
    const teacher = await ctx.signedIn('teacher', { name: 'Sheikha Amina', gender: 'female' });
    const follower = await ctx.signedIn('student');
    const other = await ctx.signedIn('student');
    const stranger = await ctx.signedIn('student');
    await follow(follower.cookie, teacher.user.id);
    await follow(other.cookie, teacher.user.id);
    // The follower is online too: the notification also reaches its tab.
    const followerTab = await harness.client(follower.cookie);
    const told = followerTab.next<NotificationCreatedPayload>(
      NOTIFICATION_SERVER_EVENTS.notificationCreated,
    );

    const firstTab = await harness.client(teacher.cookie);
    const expected = {
      teacherId: teacher.user.id,
      teacherName: 'Sheikha Amina',
      gender: 'female',
    };
    assert.deepEqual((await told).notification.params, expected);
    for (const student of [follower, other]) {
      const notes = await notificationsOf(student.user.id);
      assert.deepEqual(
        notes.map((note) => [note.type, note.params]),
        [['followedTeacherOnline', expected]],
      );
    }
    assert.deepEqual(await notificationsOf(stranger.user.id), []);

    // A second tab, a reload within the grace period, and a return after going offline
    // within the hour tell nobody again.
    await harness.client(teacher.cookie);
    firstTab.close();
    await harness.client(teacher.cookie);
    await sleep(GRACE_MS * 2);
    for (const tab of await ctx.app.realtime.io.in(`user:${teacher.user.id}`).fetchSockets()) {
      tab.disconnect(true);
    }
    await sleep(GRACE_MS * 3);
    await harness.client(teacher.cookie);
    await sleep(50);
    assert.equal((await notificationsOf(follower.user.id)).length, 1);
    assert.equal((await notificationsOf(other.user.id)).length, 1);

    // Past the quiet hour (moved back here rather than waited for), the next time counts.
    await ctx.app.db
      .update(teacherFollows)
      .set({ notifiedAt: new Date(Date.now() - FOLLOWED_ONLINE_QUIET_MS - 1000) });
    for (const tab of await ctx.app.realtime.io.in(`user:${teacher.user.id}`).fetchSockets()) {
      tab.disconnect(true);
    }
    await sleep(GRACE_MS * 3);
    await harness.client(teacher.cookie);
    await sleep(50);
    assert.equal((await notificationsOf(follower.user.id)).length, 2);
  });

  it('an unfollowed Sheikh, or a student who switched call notifications off, tells nothing', async () => {
    const teacher = await ctx.signedIn('teacher');
    const gone = await ctx.signedIn('student');
    const quiet = await ctx.signedIn('student');
    await follow(gone.cookie, teacher.user.id);
    await unfollow(gone.cookie, teacher.user.id);
    await follow(quiet.cookie, teacher.user.id);
    await ctx.app.inject({
      method: 'PUT',
      url: '/notifications/preferences',
      headers: { cookie: quiet.cookie },
      payload: { callNotifications: false },
    });
    await harness.client(teacher.cookie);
    await sleep(50);
    assert.deepEqual(await notificationsOf(gone.user.id), []);
    assert.deepEqual(await notificationsOf(quiet.user.id), []);
  });
});
