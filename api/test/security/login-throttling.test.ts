import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { build } from '../../src/app';
import { openTestDatabase } from '../helpers/databases';
import { TEST_PASSWORD, describeBackends, testConfig } from '../helpers/test-app';

const LIMITS = {
  perAccount: { max: 3, windowMs: 60_000 },
  perAddress: { max: 6, windowMs: 60_000 },
  perDevice: { max: 3, windowMs: 60_000 },
};

const login = (
  contact: string,
  password: string,
  { from = '127.0.0.1', cookie = '', headers = {} as Record<string, string> } = {},
): InjectOptions => ({
  method: 'POST',
  url: '/auth/login',
  payload: { contact, password },
  remoteAddress: from,
  headers: { ...headers, ...(cookie ? { cookie } : {}) },
});

/** The device cookie a successful login left, as a Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const device = res.cookies.find((cookie) => /^(__Host-)?device_/.test(cookie.name));
  assert.ok(device, `no device cookie in ${JSON.stringify(res.cookies.map((c) => c.name))}`);
  return `${device.name}=${device.value}`;
}

describeBackends(
  'login throttling with device cookies',
  (ctx) => {
    it('40 wrong guesses from one address: the owner signs in from a known device, others from the same address', async () => {
      const victim = await ctx.createUser('teacher', { email: 'victim@test.quran' });
      const known = await ctx.app.inject(login(victim.email!, TEST_PASSWORD, { from: '10.1.0.1' }));
      assert.equal(known.statusCode, 200);
      const device = deviceCookieOf(known);
      const neighbour = await ctx.createUser('student', { email: 'neighbour@test.quran' });

      const outcomes: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await ctx.app.inject(login(victim.email!, `guess-${i}`, { from: '10.1.0.66' }));
        outcomes.push(res.statusCode);
      }
      assert.deepEqual(outcomes.slice(0, 3), [401, 401, 401]);
      assert.ok(outcomes.slice(3).every((status) => status === 429));

      // Unknown devices are held back for this account, even with the right password...
      const stranger = await ctx.app.inject(
        login(victim.email!, TEST_PASSWORD, { from: '10.1.0.2' }),
      );
      assert.equal(stranger.statusCode, 429);
      assert.ok(Number(stranger.headers['retry-after']) > 0);
      // ...but the owner's own browser is not, from any address, the attacker's included.
      for (const from of ['10.1.0.1', '10.1.0.66']) {
        const owner = await ctx.app.inject(
          login(victim.email!, TEST_PASSWORD, { from, cookie: device }),
        );
        assert.equal(owner.statusCode, 200, `known device from ${from}: ${owner.body}`);
      }
      // Only failures count against an address: the attacker's 3 counted ones leave it open.
      const other = await ctx.app.inject(
        login(neighbour.email!, TEST_PASSWORD, { from: '10.1.0.66' }),
      );
      assert.equal(other.statusCode, 200);
    });

    it('a stolen device cookie buys no more guesses than its own limit', async () => {
      const user = await ctx.createUser('student', { email: 'stolen@test.quran' });
      const device = deviceCookieOf(await ctx.app.inject(login(user.email!, TEST_PASSWORD)));
      for (let i = 0; i < 3; i += 1) {
        const res = await ctx.app.inject(login(user.email!, `guess-${i}`, { cookie: device }));
        assert.equal(res.statusCode, 401);
      }
      const blocked = await ctx.app.inject(login(user.email!, TEST_PASSWORD, { cookie: device }));
      assert.equal(blocked.statusCode, 429);
    });

    it('a device cookie of another account, or a forged one, is an unknown device', async () => {
      const owner = await ctx.createUser('student', { email: 'owner@test.quran' });
      const target = await ctx.createUser('student', { email: 'target@test.quran' });
      const device = deviceCookieOf(await ctx.app.inject(login(owner.email!, TEST_PASSWORD)));
      for (let i = 0; i < 3; i += 1)
        await ctx.app.inject(login(target.email!, `guess-${i}`, { from: '10.2.0.9' }));
      const borrowed = await ctx.app.inject(
        login(target.email!, TEST_PASSWORD, { cookie: device }),
      );
      assert.equal(borrowed.statusCode, 429);
      const [name, value] = device.split('=') as [string, string];
      const [id, expires] = value.split('.');
      const forged = `${name}=${id}.${Number(expires) + 1}.${'x'.repeat(43)}`;
      const ownerForged = await ctx.app.inject(
        login(owner.email!, 'wrong-password', { cookie: forged }),
      );
      assert.equal(ownerForged.statusCode, 401);
    });

    it('a stolen session guessing the current password meets the login throttle, and so does the login form', async () => {
      const user = await ctx.createUser('student', { email: 'changer@test.quran' });
      const cookie = await ctx.login(user.email!);
      const change = (currentPassword: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/auth/password',
          headers: { cookie, origin: ctx.config.CORS_ORIGINS[0] },
          payload: {
            currentPassword,
            password: 'changed-pass-1',
            confirmPassword: 'changed-pass-1',
          },
        });
      const outcomes: number[] = [];
      for (let i = 0; i < 6; i += 1) outcomes.push((await change(`guess-${i}`)).statusCode);
      assert.deepEqual(outcomes, [403, 403, 403, 429, 429, 429]);
      const blocked = await change(TEST_PASSWORD);
      assert.equal(blocked.statusCode, 429, 'the right password waits too');
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      assert.equal(blocked.json<{ code: string }>().code, 'rate_limited');
      // One counter for the browser it came from: its login form is held back as well.
      const sameBrowser = await ctx.app.inject(login(user.email!, TEST_PASSWORD, { cookie }));
      assert.equal(sameBrowser.statusCode, 429);
    });
  },
  { build: { loginLimits: LIMITS } },
);

describeBackends(
  'client address and protocol without TRUST_PROXY',
  (ctx) => {
    it('X-Forwarded-For is ignored: every request is its peer', async () => {
      for (let i = 0; i < 6; i += 1) {
        await ctx.app.inject(
          login(`spray${i}@test.quran`, 'wrong-password', {
            from: '10.3.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          }),
        );
      }
      const user = await ctx.createUser('student');
      const res = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, {
          from: '10.3.0.1',
          headers: { 'x-forwarded-for': '198.51.100.200' },
        }),
      );
      assert.equal(res.statusCode, 429);
    });

    it('X-Forwarded-Proto is ignored: cookies are not Secure over plain http', async () => {
      const user = await ctx.createUser('student');
      const res = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, { headers: { 'x-forwarded-proto': 'https' } }),
      );
      assert.equal(res.statusCode, 200);
      const access = res.cookies.find((cookie) => cookie.name === 'access_token');
      assert.ok(access && !access.secure);
    });
  },
  { build: { loginLimits: LIMITS } },
);

describeBackends(
  'client address and protocol behind a trusted proxy (TRUST_PROXY=10.4.0.0/16)',
  (ctx) => {
    it('each client behind the proxy has its own address', async () => {
      for (let i = 0; i < 6; i += 1) {
        await ctx.app.inject(
          login(`spray${i}@test.quran`, 'wrong-password', {
            from: '10.4.0.1',
            headers: { 'x-forwarded-for': '203.0.113.66' },
          }),
        );
      }
      const user = await ctx.createUser('student');
      const attacker = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, {
          from: '10.4.0.1',
          headers: { 'x-forwarded-for': '203.0.113.66' },
        }),
      );
      assert.equal(attacker.statusCode, 429);
      const pupil = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, {
          from: '10.4.0.1',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        }),
      );
      assert.equal(pupil.statusCode, 200);
      // A peer outside the trusted range cannot pose as someone else.
      const spoofed = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, {
          from: '203.0.113.66',
          headers: { 'x-forwarded-for': '203.0.113.8' },
        }),
      );
      assert.equal(spoofed.statusCode, 429);
    });

    it('https through the proxy gives Secure cookies with __Host- and __Secure- names', async () => {
      const user = await ctx.createUser('student');
      const res = await ctx.app.inject(
        login(user.email!, TEST_PASSWORD, {
          from: '10.4.0.1',
          headers: { 'x-forwarded-proto': 'https' },
        }),
      );
      assert.equal(res.statusCode, 200);
      const byName = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie]));
      assert.equal(byName['__Host-access_token']?.secure, true);
      assert.equal(byName['__Host-access_token']?.path, '/');
      assert.equal(byName['__Secure-refresh_token']?.secure, true);
      assert.equal(byName.has_session?.secure, true);
      assert.equal(byName.access_token, undefined);
      // The session works under its secure name, and only there.
      const secureCookie = `__Host-access_token=${byName['__Host-access_token']!.value}`;
      const profile = (cookie: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/auth/profile',
          remoteAddress: '10.4.0.1',
          headers: { cookie, 'x-forwarded-proto': 'https' },
        });
      assert.equal((await profile(secureCookie)).statusCode, 200);
      const plain = `access_token=${byName['__Host-access_token']!.value}`;
      assert.equal((await profile(plain)).statusCode, 401);
    });
  },
  { env: { TRUST_PROXY: '10.4.0.0/16' }, build: { loginLimits: LIMITS } },
);

describeBackends(
  'cookies in production',
  (ctx) => {
    it('are Secure even on a request that does not look like https', async () => {
      const user = await ctx.createUser('student');
      const res = await ctx.app.inject(login(user.email!, TEST_PASSWORD));
      assert.equal(res.statusCode, 200);
      assert.ok(res.cookies.length >= 4);
      assert.ok(res.cookies.every((cookie) => cookie.secure === true));
    });
  },
  { env: { NODE_ENV: 'production', APP_URL: 'https://app.school.test' } },
);

const { REDIS_URL } = process.env;
describe(
  'login failures shared through Redis by two API processes',
  { skip: REDIS_URL ? false : 'needs REDIS_URL' },
  () => {
    const apps: FastifyInstance[] = [];
    let cleaner: RedisClientType;

    before(async () => {
      for (let i = 0; i < 2; i += 1) {
        const database = await openTestDatabase('pglite');
        const app = await build(testConfig({ REDIS_URL: REDIS_URL! }), {
          database,
          loginLimits: LIMITS,
        });
        app.addHook('onClose', () => database.close());
        apps.push(app);
      }
      cleaner = createClient({ url: REDIS_URL }) as RedisClientType;
      await cleaner.connect();
    });
    after(async () => {
      for (const app of apps) await app.close();
      await cleaner?.quit();
    });

    it('failures on one process block the same account on the other', async () => {
      const account = `shared-${Date.now()}@test.quran`;
      for (let i = 0; i < 3; i += 1) {
        const res = await apps[0]!.inject(login(account, 'wrong-password', { from: '10.5.0.1' }));
        assert.equal(res.statusCode, 401);
      }
      const elsewhere = await apps[1]!.inject(
        login(account, 'wrong-password', { from: '10.5.0.2' }),
      );
      assert.equal(elsewhere.statusCode, 429);
      await cleaner.del(`login-failures:account:${account}`);
    });
  },
);
