import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/notifications/notification-tables';
import { describeBackends } from '../helpers/test-app';
import { notificationsApi } from './notifications-client';

describeBackends('notifications API', (ctx) => {
  /** A signed-in user and its API. */
  async function person(role: 'teacher' | 'student' | 'admin' = 'teacher') {
    const { user, cookie } = await ctx.signedIn(role);
    return { user, api: notificationsApi(ctx.app, cookie) };
  }

  const missedCall = (teacherId: string, n: number) =>
    ctx.app.notifier.notify(teacherId, 'missedCall', {
      studentId: `student-${n}`,
      studentName: `Student ${n}`,
      reason: 'noAnswer',
    });

  it('nobody reads, marks or deletes another user’s notification: 404, and nothing changes', async () => {
    const owner = await person();
    const other = await person();
    const created = (await missedCall(owner.user.id, 1))!;

    assert.deepEqual((await other.api.list()).data.notifications, []);
    assert.equal((await other.api.read(created._id)).status, 404);
    assert.equal((await other.api.remove(created._id)).status, 404);
    assert.equal((await other.api.readAll()).status, 200);

    const seen = await owner.api.list();
    assert.equal(seen.data.unreadCount, 1);
    assert.deepEqual(seen.data.notifications, [created]);
    assert.equal(created.status, 'unread');
    // A malformed id is refused before any lookup; an unknown one is 404 like a foreign one.
    assert.equal((await owner.api.read('not-a-uuid')).status, 400);
    assert.equal((await owner.api.remove('0190a6f0-0000-7000-8000-000000000000')).status, 404);
  });

  it('unread count after create, read one, read again, read-all, delete unread, delete read', async () => {
    const { user, api } = await person();
    const ids: string[] = [];
    for (let n = 1; n <= 4; n += 1) ids.push((await missedCall(user.id, n))!._id);
    assert.equal((await api.list()).data.unreadCount, 4);

    const read = await api.read(ids[0]!);
    assert.equal(read.status, 200);
    assert.equal(read.data.notification.status, 'read');
    assert.equal(read.data.unreadCount, 3);
    // Idempotent: reading it again changes nothing.
    assert.equal((await api.read(ids[0]!)).data.unreadCount, 3);

    assert.equal((await api.remove(ids[1]!)).status, 204);
    assert.equal((await api.list()).data.unreadCount, 2, 'deleting an unread one lowers the count');
    assert.equal((await api.remove(ids[0]!)).status, 204);
    assert.equal((await api.list()).data.unreadCount, 2, 'deleting a read one does not');
    assert.equal((await api.remove(ids[0]!)).status, 404);

    assert.deepEqual((await api.readAll()).data, { unreadCount: 0 });
    const after = await api.list();
    assert.equal(after.data.unreadCount, 0);
    assert.deepEqual(
      after.data.notifications.map((n) => n.status),
      ['read', 'read'],
    );
    await missedCall(user.id, 5);
    assert.equal((await api.list()).data.unreadCount, 1);
  });

  it('lists newest first, page by page, with an opaque cursor', async () => {
    const { user, api } = await person();
    const other = await person();
    const made: string[] = [];
    for (let n = 1; n <= 7; n += 1) made.push((await missedCall(user.id, n))!._id);
    await missedCall(other.user.id, 99);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api.list(query);
      assert.equal(page.status, 200);
      assert.equal(page.data.unreadCount, 7);
      seen.push(...page.data.notifications.map((n) => n._id));
      cursor = page.data.nextCursor;
      pages += 1;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, [...made].reverse());

    const first = (await api.list()).data;
    assert.equal(first.notifications.length, 7);
    assert.equal(first.nextCursor, null);
    assert.equal((await api.list('?limit=0')).status, 400);
    assert.equal((await api.list('?limit=51')).status, 400);
    assert.equal((await api.list('?cursor=garbage')).status, 400);
  });

  it('preferences default to on, change per user, and refuse unknown switches', async () => {
    const a = await person();
    const b = await person();
    const initial = await a.api.preferences();
    assert.equal(initial.status, 200);
    assert.deepEqual(initial.data.preferences, {
      email: true,
      push: true,
      desktop: true,
      callNotifications: true,
      sessionNotifications: true,
      accountNotifications: true,
      systemNotifications: true,
    });
    // No SMTP_URL in this suite: email is unavailable; push works with the generated keys.
    assert.deepEqual(initial.data.available, { email: false, push: true, desktop: true });
    assert.equal(initial.data.vapidPublicKey, ctx.app.pushSender.publicKey);
    assert.equal(Buffer.from(initial.data.vapidPublicKey!, 'base64url').length, 65);

    const changed = await a.api.setPreferences({ push: false, callNotifications: false });
    assert.equal(changed.status, 200);
    assert.equal(changed.data.preferences.push, false);
    assert.equal(changed.data.preferences.callNotifications, false);
    assert.equal(changed.data.preferences.email, true);
    assert.equal((await a.api.setPreferences({ email: false })).data.preferences.push, false);
    assert.deepEqual((await a.api.preferences()).data.preferences, {
      ...initial.data.preferences,
      push: false,
      callNotifications: false,
      email: false,
    });
    assert.deepEqual((await b.api.preferences()).data.preferences, initial.data.preferences);

    assert.equal((await a.api.setPreferences({ orderNotifications: false })).status, 400);
    assert.equal((await a.api.setPreferences({ push: 'no' })).status, 400);
    assert.equal((await a.api.setPreferences({})).status, 200);
  });

  it('a kind switched off creates nothing for that user; others still get theirs', async () => {
    const a = await person();
    const b = await person();
    await a.api.setPreferences({ callNotifications: false });
    assert.equal(await missedCall(a.user.id, 1), null);
    assert.ok(await missedCall(b.user.id, 1));
    assert.ok(
      await ctx.app.notifier.notify(a.user.id, 'ratingReceived', {
        studentName: 'S',
        rating: 4,
        meetingId: '0190a6f0-0000-7000-8000-000000000001',
      }),
    );
    const list = (await a.api.list()).data;
    assert.deepEqual(
      list.notifications.map((n) => n.type),
      ['ratingReceived'],
    );
  });

  it('push subscriptions: upsert by endpoint, removal of one’s own only', async () => {
    const a = await person();
    const b = await person();
    const endpoint = 'https://push.example.org/send/abc';
    const subscription = {
      endpoint,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      language: 'ar',
    };
    const rows = () =>
      ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));

    assert.deepEqual((await a.api.subscribe(subscription)).data, { endpoint });
    assert.equal((await a.api.subscribe({ ...subscription, language: 'en' })).status, 201);
    assert.deepEqual(
      (await rows()).map((row) => [row.userId, row.language]),
      [[a.user.id, 'en']],
    );
    assert.equal((await b.api.unsubscribe(endpoint)).status, 404);
    assert.equal((await rows()).length, 1);
    // The same browser signed in as b: the endpoint now belongs to b.
    assert.equal((await b.api.subscribe(subscription)).status, 201);
    assert.equal((await rows())[0]!.userId, b.user.id);
    assert.equal((await a.api.unsubscribe(endpoint)).status, 404);
    assert.equal((await b.api.unsubscribe(endpoint)).status, 204);
    assert.equal((await rows()).length, 0);

    for (const bad of [
      { ...subscription, endpoint: 'http://push.example.org/x' },
      { ...subscription, language: 'fr' },
      { ...subscription, keys: { p256dh: 'not base64!', auth: 'x' } },
      { endpoint },
    ]) {
      assert.equal((await a.api.subscribe(bad)).status, 400, JSON.stringify(bad));
    }
  });

  it('push endpoints on hosts that are not public are refused; a user keeps the newest 10', async () => {
    const a = await person();
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    const subscribe = (endpoint: string) => a.api.subscribe({ endpoint, keys, language: 'en' });
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost.localdomain.invalid/push',
      'https://10.1.2.3/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[fd00:ec2::254]/push',
      'https://[::ffff:192.168.1.1]/push',
      'https://internal.example.org/push',
      'https://rebind.example.org/push',
    ]) {
      const res = await subscribe(endpoint);
      assert.equal(res.status, 400, endpoint);
    }
    const endpoints = Array.from({ length: 12 }, (_, i) => `https://push.example.org/e/${i}`);
    for (const endpoint of endpoints) assert.equal((await subscribe(endpoint)).status, 201);
    const kept = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.user.id));
    assert.deepEqual(kept.map((row) => row.endpoint).sort(), endpoints.slice(2).sort());
  });

  it('every route needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['POST', '/notifications/read-all'],
      ['GET', '/notifications/preferences'],
      ['PUT', '/notifications/preferences'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });
});
