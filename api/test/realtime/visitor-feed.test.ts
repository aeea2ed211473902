import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  VISITOR_FEED_EVENTS,
  VISITOR_FEED_PATH,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import { build } from '../../src/app';
import { EventStream } from '../../src/realtime/event-stream';
import { VisitorFeed } from '../../src/realtime/visitor-feed';
import type { UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/users/passwords';
import {
  TEST_PASSWORD,
  cookieHeader,
  describeBackends,
  testConfig,
  type TestContext,
} from '../helpers/test-app';
import { ApiProcess, dropRedisPrefix, freePort, throwawayDatabase } from './cluster-harness';
import { EventStreamClient } from './event-stream-client';
import { SocketHarness, sleep, useFastTimings } from './realtime-suite';
import { TestClient } from './socket-client';

useFastTimings();

const { list: LIST, delta: DELTA } = VISITOR_FEED_EVENTS;
const ANONYMOUS_PER_ADDRESS = 3;

const presenceOf = (id: string) => (delta: UsersListDelta) =>
  delta.type === 'presence' && delta._id === id;

/** The contact details of these users appear nowhere in what the stream sent. */
function assertNoContacts(stream: EventStreamClient, users: UserRow[]): void {
  assert.ok(stream.log.length > 0, 'the stream sent nothing');
  const text = JSON.stringify(stream.log).toLowerCase();
  for (const user of users) {
    for (const contact of [user.email, user.phone]) {
      if (contact) assert.ok(!text.includes(contact.toLowerCase()), `${user.name}: ${contact}`);
    }
  }
  for (const field of ['"email"', '"phone"', '"lastSeen"', '"lastLogin"', '"loginMethod"']) {
    assert.ok(!text.includes(field.toLowerCase()), `a ${field} field`);
  }
}

describeBackends(
  'visitor feed (GET /teachers/live)',
  (ctx: TestContext) => {
    const harness = new SocketHarness(ctx);
    const streams: EventStreamClient[] = [];
    const open = async (headers: Record<string, string> = {}) => {
      const stream = await EventStreamClient.open(`${harness.url}${VISITOR_FEED_PATH}`, headers);
      streams.push(stream);
      return stream;
    };
    afterEach(async () => {
      for (const stream of streams.splice(0)) stream.close();
      // A closed stream or socket gives its place back once the server sees it go: the next
      // test starts with the address's whole allowance.
      const { visitors, io } = ctx.app.realtime;
      const deadline = Date.now() + 3000;
      while ((visitors.size > 0 || io.of('/').sockets.size > 0) && Date.now() < deadline) {
        await sleep(20);
      }
    });

    it("starts with the anonymous socket's list: public teacher fields, no contact details", async () => {
      const teacher = await ctx.createUser('teacher', { phone: '+201001112223' });
      const student = await ctx.createUser('student', { phone: '+201001112224' });
      await ctx.createUser('admin', { phone: '+201001112225' });
      const socket = await harness.client();
      const socketList = await socket.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList);

      const origin = ctx.config.CORS_ORIGINS[0]!;
      const stream = await open({ origin });
      assert.equal(stream.status, 200);
      assert.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8');
      assert.equal(stream.headers['cache-control'], 'no-cache');
      assert.equal(stream.headers['x-accel-buffering'], 'no');
      // The shell's page reads it cross-origin, without cookies.
      assert.equal(stream.headers['access-control-allow-origin'], origin);

      const list = await stream.next<UsersListEntry[]>(LIST);
      assert.equal(stream.log[0]?.event, LIST, 'the list comes first');
      assert.deepEqual(list, socketList);
      assert.deepEqual(
        list.map((entry) => [entry._id, entry.role, entry.status]),
        [[teacher.id, 'teacher', 'offline']],
      );
      assertNoContacts(stream, [teacher, student]);
    });

    it('sends each change as the anonymous socket gets it: online, busy, edited, banned', async () => {
      const { user: teacher, cookie } = await ctx.signedIn('teacher', { phone: '+201001112226' });
      const { cookie: adminCookie } = await ctx.signedIn('admin');
      const socket = await harness.client();
      await socket.next(SERVER_EVENTS.allUsersList);
      const stream = await open();
      await stream.next(LIST);
      const both = async <T>(event: string, match: (payload: T) => boolean) => {
        const fromSocket = await socket.next<T>(event, match);
        const fromStream = await stream.next<T>(DELTA, match);
        assert.deepEqual(fromStream, fromSocket);
        return fromStream;
      };

      const tab = await harness.client(cookie);
      const online = await both(SERVER_EVENTS.usersListDelta, presenceOf(teacher.id));
      assert.deepEqual(online, {
        type: 'presence',
        _id: teacher.id,
        isOnline: true,
        isBusy: false,
        inMeeting: false,
        status: 'online',
      });

      await tab.request(CLIENT_EVENTS.updateTeacherStatus, {
        setting: 'busy',
      });
      const busy = await both<UsersListDelta>(SERVER_EVENTS.usersListDelta, presenceOf(teacher.id));
      assert.equal(busy.type === 'presence' && busy.status, 'busy');

      const admin = { cookie: adminCookie, origin: ctx.config.CORS_ORIGINS[0]! };
      const edited = await ctx.app.inject({
        method: 'PUT',
        url: `/users/${teacher.id}`,
        headers: admin,
        payload: { name: 'Sheikh Renamed' },
      });
      assert.equal(edited.statusCode, 200);
      const upsert = await both<UsersListDelta>(
        SERVER_EVENTS.usersListDelta,
        (delta) => delta.type === 'upsert',
      );
      assert.equal(upsert.type === 'upsert' && upsert.user.name, 'Sheikh Renamed');

      const banned = await ctx.app.inject({
        method: 'PATCH',
        url: `/users/${teacher.id}/toggle-active`,
        headers: admin,
      });
      assert.equal(banned.statusCode, 200);
      await both<UsersListDelta>(SERVER_EVENTS.usersListDelta, (delta) => delta.type === 'remove');
      assertNoContacts(stream, [teacher]);
    });

    it('a teacher going offline after the grace period arrives as a delta', async () => {
      const { user: teacher, cookie } = await ctx.signedIn('teacher');
      const stream = await open();
      await stream.next(LIST);
      const tab = await harness.client(cookie);
      await stream.next(DELTA, presenceOf(teacher.id));
      tab.close();
      const offline = await stream.next<UsersListDelta>(DELTA, presenceOf(teacher.id));
      assert.equal(offline.type === 'presence' && offline.status, 'offline');
    });

    it('changes made while the list is read wait behind it, in order', async () => {
      let answer: (list: UsersListEntry[]) => void = () => undefined;
      const snapshot = new Promise<UsersListEntry[]>((resolve) => (answer = resolve));
      const feed = new VisitorFeed({ clustered: false, io: ctx.app.realtime.io }, () => snapshot);
      const stream = new EventStream();
      let sent = '';
      stream.body.on('data', (chunk: Buffer) => (sent += chunk.toString()));
      const joined = feed.join(stream);
      const gone: UsersListDelta = { type: 'remove', _id: 'teacher-1' };
      const back: UsersListDelta = { type: 'remove', _id: 'teacher-2' };
      feed.publish(gone);
      feed.publish(back);
      answer([]);
      await joined;
      const later: UsersListDelta = { type: 'remove', _id: 'teacher-3' };
      feed.publish(later);
      await sleep(10);
      const frame = (event: string, data: unknown) =>
        `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      assert.equal(
        sent,
        frame(LIST, []) + frame(DELTA, gone) + frame(DELTA, back) + frame(DELTA, later),
      );
      feed.close();
    });

    it('carries a comment line on every heartbeat, which keeps proxies from closing it', async () => {
      const stream = await open();
      await stream.next(LIST);
      ctx.app.realtime.visitors.heartbeat();
      assert.equal(await stream.next('comment'), 'keep-alive');
    });

    it('one address holds only so many anonymous connections, streams and sockets together', async () => {
      await open();
      await open();
      await harness.client();
      const refused = await EventStreamClient.open(`${harness.url}${VISITOR_FEED_PATH}`);
      assert.equal(refused.status, 429);
      assert.deepEqual(await refused.json(), {
        code: 'rate_limited',
        message: 'Too many connections from this address',
      });
      const socket = new TestClient(harness.url, {});
      await assert.rejects(socket.open(), /Too many live connections/);
      socket.close();
      // Signed-in sockets are not counted.
      const { socket: signedIn } = await harness.user('student');
      assert.equal(signedIn.socket.connected, true);
      // A closed stream frees its place.
      streams[0]!.close();
      const deadline = Date.now() + 3000;
      while (ctx.app.realtime.visitors.size > 1 && Date.now() < deadline) await sleep(20);
      const again = await open();
      assert.equal(again.status, 200);
    });

    it('answers a request that does not ask for an event stream at once, with a 400', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: VISITOR_FEED_PATH });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json<{ code: string }>().code, 'request.invalid');
      assert.equal(ctx.app.realtime.visitors.size, 0);
      const head = await ctx.app.inject({
        method: 'HEAD',
        url: VISITOR_FEED_PATH,
        headers: { accept: 'text/event-stream' },
      });
      assert.equal(head.statusCode, 404);
    });

    it('closing the app ends every stream rather than waiting for them', async () => {
      const config = testConfig();
      const app = await build(config, { database: ctx.database });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}${VISITOR_FEED_PATH}`;
        const stream = await EventStreamClient.open(url);
        await stream.next(LIST);
        await app.close();
        await stream.untilEnded();
      } finally {
        await app.close();
        rmSync(config.DATA_DIR, { recursive: true, force: true });
      }
    });
  },
  { build: { rateLimits: { anonymousSocketsPerAddress: ANONYMOUS_PER_ADDRESS } } },
);

const { REDIS_URL, DATABASE_URL } = process.env;
const skip =
  REDIS_URL && DATABASE_URL
    ? false
    : 'multi-process test skipped: needs REDIS_URL and DATABASE_URL';

describe('visitor feed across two API processes (Redis)', { skip }, () => {
  const prefix = `rt-visitors-${randomBytes(4).toString('hex')}:`;
  const secret = `cluster-secret-${randomBytes(16).toString('hex')}`;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  let setup: FastifyInstance;
  let a: ApiProcess;
  let b: ApiProcess;
  let teacher: { user: UserRow; cookie: string };
  const clients: Array<{ close(): void }> = [];

  before(async () => {
    database = await throwawayDatabase(DATABASE_URL!);
    setup = await build(testConfig({ DATABASE_URL: database.url, SESSION_SECRET: secret }));
    await setup.ready();
    const user = await setup.usersRepository.create({
      name: 'Sheikh Across',
      email: 'teacher@visitors.test',
      phone: '+201001112227',
      role: 'teacher',
      loginMethod: 'email',
      passwordHash: await hashPassword(TEST_PASSWORD),
      status: 'active',
      verified: true,
    });
    const login = await setup.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { contact: user.email, password: TEST_PASSWORD },
    });
    teacher = { user, cookie: cookieHeader(login) };
    await setup.close();

    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      REALTIME_REDIS_PREFIX: prefix,
      SESSION_SECRET: secret,
      LOG_LEVEL: 'warn',
      PRESENCE_GRACE_MS: '500',
      SOCKET_TRANSPORTS: 'websocket',
    };
    a = new ApiProcess(await freePort(), env);
    b = new ApiProcess(await freePort(), env);
    await Promise.all([a.start(), b.start()]);
  });

  after(async () => {
    for (const client of clients) client.close();
    await a?.stop('SIGTERM');
    await b?.stop('SIGTERM');
    a?.cleanup();
    b?.cleanup();
    await dropRedisPrefix(REDIS_URL!, prefix);
    await database?.drop();
  });

  it("a teacher's change on one process reaches a visitor's stream on the other", async () => {
    const stream = await EventStreamClient.open(`${b.url}${VISITOR_FEED_PATH}`);
    clients.push(stream);
    const list = await stream.next<UsersListEntry[]>(LIST);
    assert.deepEqual(
      list.map((entry) => [entry._id, entry.status]),
      [[teacher.user.id, 'offline']],
    );

    const tab = new TestClient(a.url, { cookie: teacher.cookie });
    clients.push(tab);
    await tab.open();
    const online = await stream.next<UsersListDelta>(DELTA, presenceOf(teacher.user.id));
    assert.equal(online.type === 'presence' && online.status, 'online');
    await tab.request(CLIENT_EVENTS.updateTeacherStatus, {
      setting: 'busy',
    });
    const busy = await stream.next<UsersListDelta>(DELTA, presenceOf(teacher.user.id));
    assert.equal(busy.type === 'presence' && busy.status, 'busy');

    // Each change once: the process that made it does not hear its own again.
    await stream.none(DELTA, presenceOf(teacher.user.id), 500);
    assertNoContacts(stream, [teacher.user]);

    // A process that stops ends its streams, and a visitor then reconnects to another.
    await b.stop('SIGTERM');
    await stream.untilEnded();
  });
});
