import assert from 'node:assert/strict';
import { after, beforeEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/notifications/notification-tables';
import type { PushPayload } from '../../src/notifications/notification-types';
import { describeBackends } from '../helpers/test-app';
import { notificationsApi } from './notifications-client';
import { BrowserKeys, PushService } from './push-service';
import { SmtpInbox, readableMail } from '../helpers/smtp-inbox';

// A real push service (HTTPS) and a real SMTP server on localhost, started before the apps.
const pushService = new PushService();
const inbox = new SmtpInbox();
await Promise.all([pushService.listen(), inbox.listen()]);
after(async () => {
  await pushService.close();
  await inbox.close();
});

describeBackends(
  'notification delivery: web push and email',
  (ctx) => {
    let seq = 0;
    // The services outlive a suite: each test reads only what it caused.
    beforeEach(() => {
      pushService.received.length = 0;
      inbox.mails.length = 0;
    });
    /** A signed-in teacher with one browser subscribed per entry. */
    async function teacherWith(
      browsers: Array<{ language: 'ar' | 'en'; gone?: boolean; endpoint?: string }>,
    ) {
      const { user, cookie } = await ctx.signedIn('teacher');
      const api = notificationsApi(ctx.app, cookie);
      const subscribed = [];
      for (const browser of browsers) {
        seq += 1;
        const keys = new BrowserKeys();
        const endpoint =
          browser.endpoint ?? pushService.endpoint(`${ctx.backend}-${seq}`, { gone: browser.gone });
        const res = await api.subscribe({ endpoint, keys: keys.keys, language: browser.language });
        assert.equal(res.status, 201);
        subscribed.push({ endpoint, keys });
      }
      return { user, api, subscribed };
    }

    const subscriptionsOf = async (userId: string) =>
      (
        await ctx.database.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
      ).map((row) => row.endpoint);

    const missedCall = (teacherId: string, studentName = 'Ahmad') =>
      ctx.app.notifier.notify(teacherId, 'missedCall', {
        studentId: 'student-1',
        studentName,
        reason: 'noAnswer',
      });

    it('web push: encrypted for the browser, in its language, VAPID-signed; a gone subscription is removed', async () => {
      const { user, subscribed } = await teacherWith([
        { language: 'ar' },
        { language: 'en' },
        { language: 'en', gone: true },
        // Nothing listens there: a failure that is logged, the subscription kept.
        { language: 'en', endpoint: 'https://127.0.0.1:9/push/unreachable' },
      ]);
      const [arabic, english, gone, unreachable] = subscribed;
      const notification = (await missedCall(user.id))!;
      await ctx.app.notifier.settled();

      const open = (browser: typeof arabic) => {
        const pushes = pushService.to(browser!.endpoint);
        assert.equal(pushes.length, 1, browser!.endpoint);
        const push = pushes[0]!;
        assert.equal(push.headers['content-encoding'], 'aes128gcm');
        assert.equal(push.headers.ttl, String(24 * 60 * 60));
        const authorization = String(push.headers.authorization);
        assert.match(authorization, /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
        assert.equal(authorization.split('k=')[1], ctx.app.pushSender.publicKey);
        return JSON.parse(browser!.keys.decrypt(push.body)) as PushPayload;
      };
      const tag = `notification-${notification._id}`;
      assert.deepEqual(open(arabic), {
        type: 'missedCall',
        title: 'مكالمة فائتة',
        // The Latin name is isolated, so the Arabic line stays right to left around it.
        body: 'مكالمة فائتة من \u2068Ahmad\u2069: لم يُجَب عنها في الوقت المحدد.',
        url: '/main',
        tag,
        lang: 'ar',
      });
      assert.deepEqual(open(english), {
        type: 'missedCall',
        title: 'Missed call',
        body: 'Ahmad called you and the call was not answered.',
        url: '/main',
        tag,
        lang: 'en',
      });
      assert.equal(pushService.to(gone!.endpoint).length, 1, 'the gone endpoint was tried');
      assert.deepEqual(
        (await subscriptionsOf(user.id)).sort(),
        [arabic!.endpoint, english!.endpoint, unreachable!.endpoint].sort(),
      );
    });

    it("web push: a declined call's push offers Call back, which opens the call to that Sheikh", async () => {
      const { user, subscribed } = await teacherWith([{ language: 'ar' }, { language: 'en' }]);
      const [arabic, english] = subscribed;
      await ctx.app.notifier.notify(user.id, 'callDeclined', {
        teacherId: 'teacher/1',
        teacherName: 'Yusuf',
      });
      await ctx.app.notifier.settled();
      const actionsOf = (browser: typeof arabic) => {
        const [push] = pushService.to(browser!.endpoint);
        return (JSON.parse(browser!.keys.decrypt(push!.body)) as PushPayload).actions;
      };
      const url = '/main?callBack=teacher%2F1';
      assert.deepEqual(actionsOf(arabic), [{ action: 'callBack', title: 'معاودة الاتصال', url }]);
      assert.deepEqual(actionsOf(english), [{ action: 'callBack', title: 'Call back', url }]);
    });

    it('push switched off: the notification is created, nothing is pushed', async () => {
      const { user, api, subscribed } = await teacherWith([{ language: 'en' }]);
      await api.setPreferences({ push: false });
      assert.ok(await missedCall(user.id));
      await ctx.app.notifier.settled();
      assert.equal(pushService.to(subscribed[0]!.endpoint).length, 0);
      assert.equal((await api.list()).data.unreadCount, 1);

      await api.setPreferences({ push: true, callNotifications: false });
      assert.equal(await missedCall(user.id), null);
      await ctx.app.notifier.settled();
      assert.equal(pushService.to(subscribed[0]!.endpoint).length, 0, 'kind off: no push');
    });

    it('email: both languages reach the SMTP server; switched off, none', async () => {
      const { user, api } = await teacherWith([]);
      assert.equal((await api.preferences()).data.available.email, true);
      await missedCall(user.id, 'Ali <b>&</b> "Omar"');
      await ctx.app.notifier.settled();
      const mails = inbox.to(user.email!);
      assert.equal(mails.length, 1);
      const text = readableMail(mails[0]!.raw);
      assert.match(text, /^From: Quran Live <no-reply@test\.quran>/m);
      assert.match(text, /^Content-Type: multipart\/alternative/m);
      for (const expected of [
        'Missed call',
        'مكالمة فائتة',
        'Ali <b>&</b> "Omar" called you and the call was not answered.',
        'مكالمة فائتة من \u2068Ali &lt;b&gt;&amp;&lt;/b&gt; &quot;Omar&quot;\u2069: لم يُجَب عنها في الوقت المحدد.',
        '<div lang="ar" dir="rtl"',
      ]) {
        assert.ok(text.includes(expected), `mail lacks ${expected}:\n${text}`);
      }

      await api.setPreferences({ email: false });
      await missedCall(user.id);
      await ctx.app.notifier.settled();
      assert.equal(inbox.to(user.email!).length, 1, 'email off: no new mail');
    });
  },
  {
    env: { SMTP_URL: inbox.url, SMTP_FROM: 'Quran Live <no-reply@test.quran>' },
    build: { pushAgent: pushService.agent, pushToPrivateHosts: true },
  },
);
