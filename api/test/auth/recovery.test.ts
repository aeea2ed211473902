import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, beforeEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountTokens } from '../../src/auth/account-token-tables';
import { loggerOptions } from '../../src/app';
import { SmtpInbox, readableMail } from '../helpers/smtp-inbox';
import {
  cookieHeader,
  describeBackends,
  errorOf,
  json,
  testConfig,
  TEST_PASSWORD,
  type TestContext,
} from '../helpers/test-app';

/** The API's log lines, as the process would print them. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
const logConfig = testConfig({ LOG_LEVEL: 'info' });

/** The last link of this kind the log printed for the address (no SMTP_URL: links are logged). */
function loggedLink(kind: string, to: string): string | null {
  for (const line of [...logged].reverse()) {
    const mail = (JSON.parse(line) as { mail?: { kind: string; to: string; link: string } }).mail;
    if (mail?.kind === kind && mail.to === to) return mail.link;
  }
  return null;
}

async function eventually<T>(read: () => T | null, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

function recoveryCalls(ctx: TestContext) {
  return {
    forgot: (contact: string, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { contact },
        remoteAddress,
      }),
    reset: (token: string, password = 'brand-new-1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, password, confirmPassword: password },
      }),
    login: (contact: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { contact, password } }),
  };
}

describeBackends(
  'password recovery and email verification, links in the log (no SMTP_URL)',
  (ctx) => {
    const api = recoveryCalls(ctx);
    beforeEach(() => {
      logged.length = 0;
    });

    it('forgot password answers the same for an account and a stranger, and mails only the account', async () => {
      await ctx.createUser('student', { email: 'known@test.quran' });
      const known = await api.forgot('known@test.quran');
      const unknown = await api.forgot('nobody@test.quran');
      const phone = await api.forgot('+20 100 000 0000');
      for (const res of [known, unknown, phone]) {
        assert.equal(res.statusCode, 202);
        assert.equal(res.body, known.body);
      }
      const link = await eventually(() => loggedLink('passwordReset', 'known@test.quran'));
      assert.match(link, /^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(loggedLink('passwordReset', 'nobody@test.quran'), null);
    });

    it('a reset sets the password, ends every session, and its link works once', async () => {
      const { user, cookie } = await ctx.signedIn('student', { email: 'reset@test.quran' });
      const second = await ctx.login('reset@test.quran');
      await api.forgot('reset@test.quran');
      const token = tokenOf(
        await eventually(() => loggedLink('passwordReset', 'reset@test.quran')),
      );
      const revoked: string[] = [];
      const off = ctx.app.accountEvents.on('sessionRevoked', ({ userId }) => revoked.push(userId));
      const res = await api.reset(token);
      off();
      assert.equal(res.statusCode, 200);
      assert.deepEqual(revoked, [user.id, user.id]);
      for (const session of [cookie, second]) {
        const profile = await ctx.app.inject({
          method: 'GET',
          url: '/auth/profile',
          headers: { cookie: session },
        });
        assert.equal(profile.statusCode, 401);
        const refresh = await ctx.app.inject({
          method: 'POST',
          url: '/auth/refresh',
          headers: { cookie: session },
        });
        assert.equal(refresh.statusCode, 401);
      }
      assert.equal((await api.login('reset@test.quran', TEST_PASSWORD)).statusCode, 401);
      assert.equal((await api.login('reset@test.quran', 'brand-new-1')).statusCode, 200);
      const again = await api.reset(token, 'another-one-2');
      assert.equal(again.statusCode, 400);
      assert.deepEqual(json(again), errorOf('auth.reset_link_invalid'));
    });

    it('a reset link expires after 30 minutes, and only the latest link works', async () => {
      const user = await ctx.createUser('teacher', { email: 'late@test.quran' });
      await api.forgot('late@test.quran');
      const first = tokenOf(await eventually(() => loggedLink('passwordReset', 'late@test.quran')));
      logged.length = 0;
      await api.forgot('late@test.quran');
      const latest = tokenOf(
        await eventually(() => loggedLink('passwordReset', 'late@test.quran')),
      );
      assert.deepEqual(json(await api.reset(first)), errorOf('auth.reset_link_invalid'));
      // 30 minutes later (the clock moved by moving the expiry back).
      const all = await ctx.app.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, user.id));
      const live = all.find((token) => !token.usedAt)!;
      assert.equal(live.expiresAt.getTime() - live.createdAt.getTime(), 30 * 60_000);
      await ctx.app.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(accountTokens.id, live.id));
      assert.deepEqual(json(await api.reset(latest)), errorOf('auth.reset_link_invalid'));
      assert.deepEqual(json(await api.reset('not-a-token')), errorOf('auth.reset_link_invalid'));
    });

    it('forgot password is rate limited per contact and per address', async () => {
      for (let i = 0; i < 3; i += 1) {
        assert.equal((await api.forgot('flood@test.quran', `10.9.0.${i}`)).statusCode, 202);
      }
      const perContact = await api.forgot('flood@test.quran', '10.9.1.1');
      assert.equal(perContact.statusCode, 429);
      assert.ok(Number(perContact.headers['retry-after']) > 0);
      for (let i = 0; i < 10; i += 1) {
        await api.forgot(`spray${i}@test.quran`, '10.9.2.2');
      }
      assert.equal((await api.forgot('fresh@test.quran', '10.9.2.2')).statusCode, 429);
    });

    it('sign-up mails a verification link that verifies the email once', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Verify Me',
          contact: 'verify@test.quran',
          password: 'secret12',
          confirmPassword: 'secret12',
        },
      });
      assert.equal(res.statusCode, 201);
      const cookie = cookieHeader(res);
      const link = await eventually(() => loggedLink('verifyEmail', 'verify@test.quran'));
      assert.match(link, /\/verify-email\?token=/);
      const verify = (token: string) =>
        ctx.app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
      assert.equal((await verify(tokenOf(link))).statusCode, 200);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/auth/profile',
        headers: { cookie },
      });
      assert.equal(json<{ data: { verified: boolean } }>(profile).data.verified, true);
      assert.deepEqual(json(await verify(tokenOf(link))), errorOf('auth.reset_link_invalid'));
    });

    it('change password asks for the current one and ends the other sessions only', async () => {
      const { cookie } = await ctx.signedIn('student', { email: 'change@test.quran' });
      const other = await ctx.login('change@test.quran');
      const change = (currentPassword: string, password: string, confirmPassword = password) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/auth/password',
          headers: { cookie },
          payload: { currentPassword, password, confirmPassword },
        });
      const wrong = await change('not-my-password', 'changed-pass-1');
      assert.equal(wrong.statusCode, 403);
      assert.deepEqual(json(wrong), errorOf('auth.wrong_password'));
      const mismatch = await change(TEST_PASSWORD, 'changed-pass-1', 'changed-pass-2');
      assert.equal(mismatch.statusCode, 400);
      assert.equal((await change(TEST_PASSWORD, 'changed-pass-1')).statusCode, 200);
      const profile = (session: string) =>
        ctx.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: session } });
      assert.equal((await profile(cookie)).statusCode, 200);
      assert.equal((await profile(other)).statusCode, 401);
      assert.equal((await api.login('change@test.quran', 'changed-pass-1')).statusCode, 200);
      const anonymous = await ctx.app.inject({
        method: 'PUT',
        url: '/auth/password',
        payload: { currentPassword: 'x', password: 'abcdefg', confirmPassword: 'abcdefg' },
      });
      assert.equal(anonymous.statusCode, 401);
    });

    it('a phone-only account logs in with its phone number', async () => {
      await ctx.createUser('student', {
        email: null,
        phone: '+201001112233',
        loginMethod: 'phone',
      });
      assert.equal((await api.login('+20 100 111 2233', TEST_PASSWORD)).statusCode, 200);
      assert.equal((await api.login('00201001112233', TEST_PASSWORD)).statusCode, 401);
    });
  },
  { build: { logger: { ...loggerOptions(logConfig), stream: logStream } } },
);

const inbox = new SmtpInbox();
await inbox.listen();
after(() => inbox.close());

describeBackends(
  'password recovery with SMTP_URL: the link is mailed, not logged',
  (ctx) => {
    const api = recoveryCalls(ctx);
    // The inbox outlives a suite (one per database): each test reads only what it caused.
    beforeEach(() => {
      inbox.mails.length = 0;
    });
    it('mails the reset link in both languages', async () => {
      await ctx.createUser('student', { email: 'mailed@test.quran' });
      assert.equal((await api.forgot('mailed@test.quran')).statusCode, 202);
      const mail = await eventually(() => inbox.to('mailed@test.quran')[0] ?? null);
      const text = readableMail(mail.raw);
      assert.match(text, /Reset your password/);
      assert.match(text, /إعادة تعيين كلمة المرور/);
      const link = /http:\/\/localhost:3000\/reset-password\?token=[\w-]+/.exec(text)?.[0];
      assert.ok(link);
      assert.equal((await api.reset(tokenOf(link))).statusCode, 200);
    });
  },
  { env: { SMTP_URL: inbox.url } },
);
