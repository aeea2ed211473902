import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { CLIENT_EVENTS, SERVER_EVENTS, type CallRequestFailed } from '@app/shared/protocol';
import {
  NOTIFICATION_SERVER_EVENTS,
  type NotificationCreatedPayload,
  type NotificationsChangedPayload,
  type PushPayload,
} from '../../src/notifications/notification-types';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, sleep, useFastTimings } from '../realtime/realtime-suite';
import type { TestClient } from '../realtime/socket-client';
import { notificationsApi } from './notifications-client';
import { BrowserKeys, PushService } from './push-service';

// Long enough that a loaded CI machine still answers inside it; the timeout tests wait it out.
useFastTimings({ RING_TIMEOUT_MS: '2000' });

const pushService = new PushService();
await pushService.listen();
after(() => pushService.close());

const { notificationCreated, notificationsChanged } = NOTIFICATION_SERVER_EVENTS;
type Initiated = { ok: boolean; code?: string; callId?: string };

describeBackends(
  'notifications over the socket, and from calls',
  (ctx) => {
    const harness = new SocketHarness(ctx);

    /** A signed-in user with two open tabs. */
    async function twoTabs(role: 'teacher' | 'student') {
      const { user, cookie } = await ctx.signedIn(role);
      const tabs = [await harness.client(cookie), await harness.client(cookie)] as const;
      return { user, cookie, tabs, api: notificationsApi(ctx.app, cookie) };
    }

    const call = (caller: TestClient, receiverId: string) =>
      caller.request<Initiated>(CLIENT_EVENTS.initiateCallRequest, { receiverId });

    const created = (tab: TestClient, type?: string) =>
      tab.next<NotificationCreatedPayload>(
        notificationCreated,
        (payload) => !type || payload.notification.type === type,
      );

    it('a new notification reaches every tab of its user and nobody else; changes follow', async () => {
      const owner = await twoTabs('teacher');
      const stranger = await harness.user('teacher');
      const made = await ctx.app.notifier.notify(owner.user.id, 'ratingReceived', {
        studentName: 'Maryam',
        rating: 5,
        meetingId: '0190a6f0-0000-7000-8000-000000000001',
      });
      for (const tab of owner.tabs) {
        assert.deepEqual(await created(tab), { notification: made, unreadCount: 1 });
      }
      await stranger.socket.none(notificationCreated);

      await owner.api.read(made!._id);
      for (const tab of owner.tabs) {
        assert.deepEqual(await tab.next<NotificationsChangedPayload>(notificationsChanged), {
          unreadCount: 0,
        });
      }
      await owner.api.remove(made!._id);
      await owner.tabs[0].next(notificationsChanged);
      await owner.api.readAll();
      await owner.tabs[1].next(notificationsChanged);
      await owner.tabs[1].next(notificationsChanged);
      await stranger.socket.none(notificationsChanged);
    });

    it('a ring timeout leaves the teacher a missed call (noAnswer) in every tab', async () => {
      const teacher = await twoTabs('teacher');
      const student = await harness.user('student');
      const sent = await call(student.socket, teacher.user.id);
      assert.equal(sent.ok, true);
      await teacher.tabs[0].next(SERVER_EVENTS.incomingCallRequest);
      await teacher.tabs[0].none(notificationCreated, () => true, 400);
      await student.socket.next(SERVER_EVENTS.callRequestFailed);
      for (const tab of teacher.tabs) {
        const { notification, unreadCount } = await created(tab);
        assert.equal(unreadCount, 1);
        assert.equal(notification.type, 'missedCall');
        assert.deepEqual(notification.params, {
          studentId: student.user.id,
          studentName: student.user.name,
          reason: 'noAnswer',
        });
      }
      const page = await teacher.api.list();
      assert.equal(page.data.unreadCount, 1);
      await student.socket.none(notificationCreated);
    });

    it("the teacher's own 30 s countdown ending the ring is an unanswered call, not a decline", async () => {
      const teacher = await harness.user('teacher');
      const student = await harness.user('student');
      const sent = await call(student.socket, teacher.user.id);
      await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
      const answered = await teacher.socket.request<{ ok: boolean }>(
        CLIENT_EVENTS.respondToCallRequest,
        { callId: sent.callId, action: 'decline', reason: 'timeout' },
      );
      assert.equal(answered.ok, true);
      const failed = await student.socket.next<CallRequestFailed>(SERVER_EVENTS.callRequestFailed);
      assert.equal(failed.code, 'calls.unanswered');
      await student.socket.none(SERVER_EVENTS.callRequestDeclined);
      const { notification } = await created(teacher.socket, 'missedCall');
      assert.equal((notification.params as { reason: string }).reason, 'noAnswer');
      await student.socket.none(notificationCreated);
    });

    it("the caller's own 30 s running out is an unanswered call, not a cancel", async () => {
      const teacher = await harness.user('teacher');
      const student = await harness.user('student');
      const sent = await call(student.socket, teacher.user.id);
      await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
      const ended = await student.socket.request<{ ok: boolean }>(CLIENT_EVENTS.endCall, {
        callId: sent.callId,
        reason: 'timeout',
      });
      assert.equal(ended.ok, true);
      const stopped = await teacher.socket.next<{ reason: string }>(
        SERVER_EVENTS.incomingCallEnded,
      );
      assert.equal(stopped.reason, 'timeout');
      const { notification } = await created(teacher.socket, 'missedCall');
      assert.equal((notification.params as { reason: string }).reason, 'noAnswer');
    });

    it('a call to a teacher who is away (offline or busy) is a missed call with reason away', async () => {
      const student = await harness.user('student');
      const offline = await ctx.signedIn('teacher');
      assert.equal((await call(student.socket, offline.user.id)).code, 'calls.offline');
      await ctx.app.notifier.settled();
      const missed = (await notificationsApi(ctx.app, offline.cookie).list()).data.notifications;
      assert.deepEqual(
        missed.map((n) => [n.type, n.params]),
        [
          [
            'missedCall',
            { studentId: student.user.id, studentName: student.user.name, reason: 'away' },
          ],
        ],
      );

      // Calling again and again while the teacher is away: still one unread missed call.
      const offlineApi = notificationsApi(ctx.app, offline.cookie);
      assert.equal((await call(student.socket, offline.user.id)).code, 'calls.offline');
      await ctx.app.notifier.settled();
      assert.equal((await offlineApi.list()).data.unreadCount, 1);
      await offlineApi.readAll();
      assert.equal((await call(student.socket, offline.user.id)).code, 'calls.offline');
      await ctx.app.notifier.settled();
      assert.equal((await offlineApi.list()).data.notifications.length, 2, 'read: a new one');

      const busy = await harness.user('teacher');
      await busy.socket.request(CLIENT_EVENTS.updateTeacherStatus, {
        setting: 'busy',
      });
      assert.equal((await call(student.socket, busy.user.id)).code, 'calls.busy');
      const { notification } = await created(busy.socket, 'missedCall');
      assert.equal((notification.params as { reason: string }).reason, 'away');
    });

    it('a declined call notifies the student; a cancelled one notifies nobody', async () => {
      const teacher = await harness.user('teacher');
      const student = await twoTabs('student');
      const first = await call(student.tabs[0], teacher.user.id);
      await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
      await teacher.socket.request(CLIENT_EVENTS.respondToCallRequest, {
        callId: first.callId,
        action: 'decline',
      });
      for (const tab of student.tabs) {
        const { notification } = await created(tab);
        assert.equal(notification.type, 'callDeclined');
        assert.deepEqual(notification.params, {
          teacherId: teacher.user.id,
          teacherName: teacher.user.name,
          // The harness's teacher gives no gender; the texts then use their neutral wording.
          teacherGender: null,
        });
      }

      const second = await call(student.tabs[0], teacher.user.id);
      await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
      await student.tabs[0].request(CLIENT_EVENTS.endCall, { callId: second.callId });
      await teacher.socket.next(SERVER_EVENTS.incomingCallEnded);
      // Past the ring timeout: still nothing for either side.
      await sleep(2200);
      await ctx.app.notifier.settled();
      await teacher.socket.none(notificationCreated);
      assert.equal(
        (await notificationsApi(ctx.app, teacher.cookie).list()).data.notifications.length,
        0,
      );
      assert.equal((await student.api.list()).data.unreadCount, 1);
    });

    it('an incoming call is pushed only when every tab of the teacher is hidden', async () => {
      const teacher = await twoTabs('teacher');
      const keys = new BrowserKeys();
      const endpoint = pushService.endpoint(`incoming-${process.pid}-${Date.now()}`);
      await teacher.api.subscribe({ endpoint, keys: keys.keys, language: 'en' });
      const student = await harness.user('student');
      const hide = async (tab: TestClient, hidden: boolean) =>
        assert.equal((await tab.request(CLIENT_EVENTS.clientVisibility, { hidden })).ok, true);
      const ring = async () => {
        const sent = await call(student.socket, teacher.user.id);
        assert.equal(sent.ok, true);
        await teacher.tabs[0].next(SERVER_EVENTS.incomingCallRequest);
        await teacher.tabs[1].next(SERVER_EVENTS.incomingCallRequest);
        await ctx.app.notifier.settled();
        await student.socket.request(CLIENT_EVENTS.endCall, { callId: sent.callId });
        return sent.callId!;
      };
      const incomingPushes = () =>
        pushService
          .to(endpoint)
          .map((push) => JSON.parse(keys.decrypt(push.body)) as PushPayload)
          .filter((payload) => payload.type === 'incomingCall');

      // One tab visible (the other hidden): the app itself rings, no push.
      await hide(teacher.tabs[0], true);
      await ring();
      assert.deepEqual(incomingPushes(), []);

      await hide(teacher.tabs[1], true);
      const callId = await ring();
      assert.deepEqual(incomingPushes(), [
        {
          type: 'incomingCall',
          title: 'Incoming call',
          body: `${student.user.name} is calling you.`,
          url: '/main',
          tag: `call-${callId}`,
          lang: 'en',
        },
      ]);
      const push = pushService.to(endpoint).at(-1)!;
      assert.equal(push.headers.urgency, 'high');
      // A push about a ringing call is worthless after the ring: it lives as long as the ring.
      assert.equal(push.headers.ttl, String(Math.ceil(Number(process.env.RING_TIMEOUT_MS) / 1000)));

      // Push switched off: hidden or not, nothing.
      await teacher.api.setPreferences({ push: false });
      await ring();
      assert.equal(incomingPushes().length, 1);
      // A malformed visibility message is refused and changes nothing.
      const refused = await teacher.tabs[0].request(CLIENT_EVENTS.clientVisibility, {
        hidden: 'yes',
      });
      assert.equal(refused.ok, false);
    });
  },
  { build: { pushAgent: pushService.agent, pushToPrivateHosts: true } },
);
