import { CONDUCT_VERSION } from '@app/shared/protocol';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Notification } from '../../src/notifications/notification-types';
import { toNotification } from '../../src/notifications/notification-view';
import { describeBackends } from '../helpers/test-app';
import { notificationsApi } from './notifications-client';

describeBackends('what creates notifications (HTTP side)', (ctx) => {
  /** Every notification of a user, straight from the repository. */
  async function notificationsOf(userId: string): Promise<Notification[]> {
    await ctx.app.notifier.settled();
    const page = await ctx.app.notificationsRepository.page(userId, 50);
    return page.rows.map(toNotification);
  }
  const typesOf = async (userId: string) => (await notificationsOf(userId)).map((n) => n.type);

  it('a self-registration notifies every active admin and superadmin, nobody else', async () => {
    const admin = await ctx.createUser('admin');
    const superadmin = await ctx.createUser('superadmin');
    const inactiveAdmin = await ctx.createUser('admin', { status: 'banned' });
    const quietAdmin = await ctx.signedIn('admin');
    await notificationsApi(ctx.app, quietAdmin.cookie).setPreferences({
      systemNotifications: false,
    });
    const teacher = await ctx.createUser('teacher');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        name: 'New Teacher',
        contact: 'new.teacher@test.quran',
        password: 'secret12',
        confirmPassword: 'secret12',
        role: 'teacher',
        acceptedConduct: CONDUCT_VERSION,
      },
    });
    assert.equal(res.statusCode, 201);
    const registered = (res.json() as { user: { _id: string } }).user._id;
    for (const recipient of [admin, superadmin]) {
      const [only, ...rest] = await notificationsOf(recipient.id);
      assert.deepEqual(rest, []);
      assert.equal(only?.type, 'registrationPending');
      assert.deepEqual(only?.params, { userId: registered, name: 'New Teacher', role: 'teacher' });
    }
    for (const other of [inactiveAdmin, quietAdmin.user, teacher]) {
      assert.deepEqual(await typesOf(other.id), [], other.email ?? '');
    }
  });

  it('an admin activating or banning an account notifies that account (toggle and edit)', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const admin = (method: 'PATCH' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const student = await ctx.createUser('student', { status: 'pending', verified: false });

    assert.equal((await admin('PATCH', `/users/${student.id}/toggle-active`)).statusCode, 200);
    assert.deepEqual(await typesOf(student.id), ['accountActivated']);
    assert.equal((await admin('PATCH', `/users/${student.id}/toggle-active`)).statusCode, 200);
    assert.deepEqual(await typesOf(student.id), ['accountBanned', 'accountActivated']);
    assert.equal((await admin('PUT', `/users/${student.id}`, { active: true })).statusCode, 200);
    assert.deepEqual(await typesOf(student.id), [
      'accountActivated',
      'accountBanned',
      'accountActivated',
    ]);
    // An edit that does not change `active` notifies nothing.
    assert.equal((await admin('PUT', `/users/${student.id}`, { name: 'Renamed' })).statusCode, 200);
    assert.equal((await typesOf(student.id)).length, 3);

    // Switched off by the user: nothing.
    const other = await ctx.signedIn('teacher');
    await notificationsApi(ctx.app, other.cookie).setPreferences({ accountNotifications: false });
    assert.equal((await admin('PATCH', `/users/${other.user.id}/toggle-active`)).statusCode, 200);
    assert.deepEqual(await typesOf(other.user.id), []);
  });

  it('a rating notifies the meeting’s teacher, with the student’s name and the stars', async () => {
    const { user: teacher, cookie: teacherCookie } = await ctx.signedIn('teacher');
    const { user: student, cookie } = await ctx.signedIn('student');
    const meeting = await ctx.app.meetingLifecycle.create({
      roomName: `rated-${Date.now()}`,
      teacherId: teacher.id,
      studentIds: [student.id],
    });
    await ctx.app.meetingLifecycle.teacherJoined(meeting);
    await ctx.app.meetingLifecycle.studentJoined(meeting, student.id);
    await ctx.endMeeting(meeting.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/rating',
      headers: { cookie },
      payload: { meetingId: meeting.id, rating: 4, comment: 'Thank you' },
    });
    assert.equal(res.statusCode, 201);
    const [rated, ...rest] = await notificationsOf(teacher.id);
    assert.deepEqual(rest, []);
    assert.equal(rated?.type, 'ratingReceived');
    assert.deepEqual(rated?.params, {
      studentName: student.name,
      rating: 4,
      meetingId: meeting.id,
    });
    assert.deepEqual(await typesOf(student.id), []);
    // The teacher sees it through the API too, unread.
    const page = await notificationsApi(ctx.app, teacherCookie).list();
    assert.equal(page.data.unreadCount, 1);

    // A refused rating (the second one) notifies nothing more.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/rating',
      headers: { cookie },
      payload: { meetingId: meeting.id, rating: 5 },
    });
    assert.equal(again.statusCode, 409);
    assert.equal((await typesOf(teacher.id)).length, 1);
  });
});
