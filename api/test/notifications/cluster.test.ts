import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@app/shared/protocol';
import { build } from '../../src/app';
import { hashPassword } from '../../src/users/passwords';
import {
  NOTIFICATION_SERVER_EVENTS,
  type NotificationCreatedPayload,
  type PushPayload,
} from '../../src/notifications/notification-types';
import { TEST_PASSWORD, cookieHeader, testConfig } from '../helpers/test-app';
import { dropRedisPrefix, throwawayDatabase } from '../realtime/cluster-harness';
import { TestClient } from '../realtime/socket-client';
import { BrowserKeys, PushService } from './push-service';

const { REDIS_URL, DATABASE_URL } = process.env;
const skip =
  REDIS_URL && DATABASE_URL
    ? false
    : 'multi-process test skipped: needs REDIS_URL and DATABASE_URL';

describe('notifications across two API instances (Redis adapter)', { skip }, () => {
  const prefix = `notify-test-${randomBytes(4).toString('hex')}:`;
  const vapid = webpush.generateVAPIDKeys();
  const pushService = new PushService();
  const clients: TestClient[] = [];
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  before(async () => {
    await pushService.listen();
    database = await throwawayDatabase(DATABASE_URL!);
    // Processes of one deployment share the session secret and the VAPID keys.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      REALTIME_REDIS_PREFIX: prefix,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    a = await build(testConfig(env), { pushAgent: pushService.agent, pushToPrivateHosts: true });
    await a.ready();
    b = await build(testConfig(env), { pushAgent: pushService.agent, pushToPrivateHosts: true });
    for (const app of [a, b]) await app.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    for (const client of clients) client.close();
    await a?.close();
    await b?.close();
    await pushService.close();
    if (REDIS_URL) await dropRedisPrefix(REDIS_URL, prefix);
    await database?.drop();
  });

  const urlOf = (app: FastifyInstance) =>
    `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function signedIn(role: 'teacher' | 'student', name: string) {
    const user = await a.usersRepository.create({
      name,
      email: `${name}-${prefix.slice(12, 20)}@cluster.test`,
      role,
      loginMethod: 'email',
      passwordHash: await hashPassword(TEST_PASSWORD),
      status: 'active',
      verified: true,
    });
    const res = await a.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { contact: user.email, password: TEST_PASSWORD },
    });
    return { user, cookie: cookieHeader(res) };
  }

  const open = async (app: FastifyInstance, cookie: string) => {
    const client = new TestClient(urlOf(app), { cookie });
    clients.push(client);
    return client.open();
  };

  it('a notification made on one instance reaches a tab on the other; the hidden check spans both', async () => {
    const teacher = await signedIn('teacher', 'teacher');
    const student = await signedIn('student', 'student');
    const tabOnB = await open(b, teacher.cookie);

    const made = await a.notifier.notify(teacher.user.id, 'accountActivated', {});
    const got = await tabOnB.next<NotificationCreatedPayload>(
      NOTIFICATION_SERVER_EVENTS.notificationCreated,
    );
    assert.deepEqual(got, { notification: made, unreadCount: 1 });

    // The teacher's only tab (on B) is hidden; the student's call is decided on A.
    const keys = new BrowserKeys();
    const endpoint = pushService.endpoint(`cluster-${prefix}`);
    await a.pushSubscriptions.upsert(teacher.user.id, {
      endpoint,
      keys: keys.keys,
      language: 'ar',
    });
    const caller = await open(a, student.cookie);
    const ring = async () => {
      const sent = await caller.request<{ ok: boolean; callId: string }>(
        CLIENT_EVENTS.initiateCallRequest,
        { receiverId: teacher.user.id },
      );
      assert.equal(sent.ok, true);
      await tabOnB.next(SERVER_EVENTS.incomingCallRequest);
      await a.notifier.settled();
      await caller.request(CLIENT_EVENTS.endCall, { callId: sent.callId });
      await tabOnB.next(SERVER_EVENTS.incomingCallEnded);
      return sent;
    };
    const pushes = () =>
      pushService.to(endpoint).map((push) => JSON.parse(keys.decrypt(push.body)) as PushPayload);

    // A sees B's visible tab: no push.
    await ring();
    assert.deepEqual(pushes(), []);

    const hidden = await tabOnB.request(CLIENT_EVENTS.clientVisibility, {
      hidden: true,
    });
    assert.equal(hidden.ok, true);
    const sent = await ring();
    assert.deepEqual(pushes(), [
      {
        type: 'incomingCall',
        title: 'مكالمة واردة',
        body: 'مكالمة واردة من \u2068student\u2069.',
        url: '/main',
        tag: `call-${sent.callId}`,
        lang: 'ar',
      },
    ]);
  });
});
