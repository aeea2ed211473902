import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  API_ERRORS,
  NAME_MAX,
  PASSWORD_MIN,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@app/shared/protocol';
import { TEST_PASSWORD, describeBackends, json, loginRequest } from '../helpers/test-app';

/** Status and body of an error answer, checked against the shared catalogue. */
function assertError(
  res: { statusCode: number; body: string; json(): unknown },
  code: ApiErrorCode,
): ApiErrorBody {
  const body = json<ApiErrorBody>(res as Parameters<typeof json>[0]);
  assert.equal(body.code, code, res.body);
  assert.equal(res.statusCode, API_ERRORS[code].status, res.body);
  assert.equal(typeof body.message, 'string');
  return body;
}

describeBackends(
  'error codes of every client error kind',
  (ctx) => {
    it('400: validation.failed names each refused field with its code and limit', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'x'.repeat(NAME_MAX + 1),
          contact: 'not-an-email@',
          password: '123',
          confirmPassword: '1234',
        },
      });
      const body = assertError(res, 'validation.failed');
      const byField = Object.fromEntries((body.errors ?? []).map((e) => [e.field, e]));
      assert.deepEqual(byField.name, {
        field: 'name',
        code: 'too_long',
        params: { max: NAME_MAX },
      });
      assert.deepEqual(byField.contact, { field: 'contact', code: 'invalid_email', params: {} });
      assert.deepEqual(byField.password, {
        field: 'password',
        code: 'too_short',
        params: { min: PASSWORD_MIN },
      });

      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { contact: 'a@test.quran', password: 'secret123', confirmPassword: 'other123' },
      });
      const missingBody = assertError(missing, 'validation.failed');
      const codes = Object.fromEntries((missingBody.errors ?? []).map((e) => [e.field, e.code]));
      assert.equal(codes.name, 'required');

      const mismatch = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Amina',
          contact: 'a@test.quran',
          password: 'secret123',
          confirmPassword: 'other123',
        },
      });
      assert.deepEqual(assertError(mismatch, 'validation.failed').errors, [
        { field: 'confirmPassword', code: 'mismatch', params: {} },
      ]);
    });

    it('401: a wrong password is auth.invalid_credentials; no session is auth.not_authenticated', async () => {
      await ctx.createUser('student', { email: 'known@test.quran' });
      assertError(
        await ctx.app.inject(loginRequest('known@test.quran', 'wrong-pass')),
        'auth.invalid_credentials',
      );
      assertError(
        await ctx.app.inject({ method: 'GET', url: '/auth/profile' }),
        'auth.not_authenticated',
      );
    });

    it('403: a banned account and a pending one are told apart; a student is refused admin calls', async () => {
      // Banned: switched off by an admin.
      await ctx.createUser('teacher', {
        email: 'banned@test.quran',
        status: 'banned',
      });
      // Pending: a teacher's application, not reviewed yet.
      await ctx.createUser('teacher', {
        email: 'pending@test.quran',
        status: 'pending',
      });
      assertError(
        await ctx.app.inject(loginRequest('banned@test.quran', TEST_PASSWORD)),
        'auth.account_banned',
      );
      assertError(
        await ctx.app.inject(loginRequest('pending@test.quran', TEST_PASSWORD)),
        'auth.account_pending',
      );

      const { cookie } = await ctx.signedIn('student');
      const users = await ctx.app.inject({ method: 'GET', url: '/users', headers: { cookie } });
      assertError(users, 'auth.forbidden');
    });

    it('404: an unknown user and an unknown route have their codes', async () => {
      const { cookie } = await ctx.signedIn('admin');
      const user = await ctx.app.inject({
        method: 'DELETE',
        url: '/users/0190a3b4-0000-7000-8000-000000000000',
        headers: { cookie },
      });
      assertError(user, 'users.not_found');
      assertError(await ctx.app.inject({ method: 'GET', url: '/nope' }), 'not_found');
    });

    it('409: registering a taken email is users.email_taken', async () => {
      await ctx.createUser('student', { email: 'taken@test.quran' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Amina',
          contact: 'taken@test.quran',
          password: 'secret123',
          confirmPassword: 'secret123',
        },
      });
      assertError(res, 'users.email_taken');
    });

    it('413 and 415: an oversized body and an unsupported content type', async () => {
      const big = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ contact: 'a@test.quran', password: 'x'.repeat(300 * 1024) }),
      });
      assertError(big, 'request.too_large');
      const xml = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      assertError(xml, 'request.unsupported_media_type');
    });

    it('429: repeated failed logins are rate_limited, with Retry-After', async () => {
      await ctx.createUser('student', { email: 'target@test.quran' });
      for (let i = 0; i < 3; i += 1) {
        await ctx.app.inject(loginRequest('target@test.quran', `wrong-${i}-pass`, `10.0.0.${i}`));
      }
      const blocked = await ctx.app.inject(
        loginRequest('target@test.quran', TEST_PASSWORD, '10.0.1.1'),
      );
      assertError(blocked, 'rate_limited');
      assert.ok(Number(blocked.headers['retry-after']) > 0);
    });
  },
  {
    build: {
      loginLimits: {
        perAccount: { max: 3, windowMs: 60_000 },
        perAddress: { max: 6, windowMs: 60_000 },
        perDevice: { max: 3, windowMs: 60_000 },
      },
    },
  },
);
