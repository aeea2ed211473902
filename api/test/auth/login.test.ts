import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CONDUCT_VERSION, type User } from '@app/shared/protocol';
import {
  TEST_PASSWORD,
  cookieHeader,
  describeBackends,
  json,
  errorOf,
  fieldCodes,
  loginRequest,
} from '../helpers/test-app';

describeBackends(
  'POST /auth/login',
  (ctx) => {
    it('logs in by email (any case) and sets HTTP-only cookies', async () => {
      const user = await ctx.createUser('student', { email: 'amina@test.quran' });
      const res = await ctx.app.inject(loginRequest('  AMINA@test.quran ', TEST_PASSWORD));
      assert.equal(res.statusCode, 200);
      const body = json<{ user: User }>(res);
      assert.equal(body.user._id, user.id);
      assert.equal(body.user.role, 'student');
      assert.ok(body.user.lastLogin);
      assert.ok(!('passwordHash' in body.user) && !res.body.includes('argon2'));
      const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
      assert.equal(cookies.access_token?.httpOnly, true);
      assert.equal(cookies.access_token?.sameSite, 'Lax');
      assert.equal(cookies.refresh_token?.httpOnly, true);
      assert.equal(cookies.refresh_token?.path, '/auth');
      assert.equal(cookies.has_session?.httpOnly, undefined);
    });

    it('logs in by phone number', async () => {
      await ctx.createUser('teacher', {
        email: null,
        phone: '+201001234567',
        loginMethod: 'phone',
      });
      const res = await ctx.app.inject(loginRequest('+20 100 123 4567', TEST_PASSWORD));
      assert.equal(res.statusCode, 200);
    });

    it('answers wrong password and unknown account alike', async () => {
      await ctx.createUser('student', { email: 'known@test.quran' });
      const wrong = await ctx.app.inject(loginRequest('known@test.quran', 'wrong-password'));
      const unknown = await ctx.app.inject(loginRequest('nobody@test.quran', 'wrong-password'));
      assert.equal(wrong.statusCode, 401);
      assert.equal(unknown.statusCode, 401);
      assert.deepEqual(json(wrong), json(unknown));
      assert.deepEqual(json(wrong), errorOf('auth.invalid_credentials'));
      assert.equal(wrong.cookies.length, 0);
    });

    it('answers from the status: banned, pending and rejected each with their own code', async () => {
      // A banned account that never signed in is still banned: the status says so, not lastLogin.
      await ctx.createUser('student', { email: 'banned@test.quran', status: 'banned' });
      await ctx.createUser('teacher', {
        email: 'pending@test.quran',
        status: 'pending',
        lastLogin: new Date(),
      });
      await ctx.createUser('teacher', {
        email: 'rejected@test.quran',
        status: 'rejected',
        statusReason: 'Please apply again with your ijazah.',
      });
      // An unverified email does not stop a login.
      await ctx.createUser('student', { email: 'unverified@test.quran', verified: false });
      const banned = await ctx.app.inject(loginRequest('banned@test.quran', TEST_PASSWORD));
      assert.equal(banned.statusCode, 403);
      assert.deepEqual(json(banned), errorOf('auth.account_banned'));
      const pending = await ctx.app.inject(loginRequest('pending@test.quran', TEST_PASSWORD));
      assert.equal(pending.statusCode, 403);
      assert.deepEqual(json(pending), errorOf('auth.account_pending'));
      assert.equal(pending.cookies.filter((c) => c.name.includes('access')).length, 0);
      const rejected = await ctx.app.inject(loginRequest('rejected@test.quran', TEST_PASSWORD));
      assert.equal(rejected.statusCode, 403);
      assert.deepEqual(json(rejected), {
        ...errorOf('auth.account_rejected'),
        reason: 'Please apply again with your ijazah.',
      });
      const unverified = await ctx.app.inject(loginRequest('unverified@test.quran', TEST_PASSWORD));
      assert.equal(unverified.statusCode, 200);
      // A wrong password on a banned account says nothing about the account.
      const wrong = await ctx.app.inject(loginRequest('banned@test.quran', 'wrong-password'));
      assert.equal(wrong.statusCode, 401);
    });

    it('validates the body with the client messages', async () => {
      // Neither an email, a phone number nor a username (which has no spaces).
      const res = await ctx.app.inject(loginRequest('not an email', '123'));
      assert.equal(res.statusCode, 400);
      assert.equal(
        json<{ message: string }>(res).message,
        'contact: Invalid email address, password: Password must be at least 6 characters',
      );
      assert.deepEqual(fieldCodes(res), ['contact: invalid_email', 'password: too_short']);
      const empty = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: {} });
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(fieldCodes(empty), ['contact: required', 'password: required']);
    });

    it('rate limits failed logins per account with 429 and Retry-After', async () => {
      await ctx.createUser('student', { email: 'target@test.quran' });
      for (let i = 0; i < 3; i += 1) {
        const res = await ctx.app.inject(
          loginRequest('target@test.quran', `wrong-${i}-pass`, `10.0.0.${i}`),
        );
        assert.equal(res.statusCode, 401);
      }
      const blocked = await ctx.app.inject(
        loginRequest('target@test.quran', TEST_PASSWORD, '10.0.1.1'),
      );
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      assert.deepEqual(json(blocked), errorOf('rate_limited'));
    });

    it('rate limits failed logins per address, but never successful ones', async () => {
      const user = await ctx.createUser('student');
      // Successful logins do not count.
      for (let i = 0; i < 8; i += 1) {
        const res = await ctx.app.inject(loginRequest(user.email!, TEST_PASSWORD, '10.0.2.1'));
        assert.equal(res.statusCode, 200);
      }
      for (let i = 0; i < 6; i += 1) {
        await ctx.app.inject(loginRequest(`spray${i}@test.quran`, 'wrong-password', '10.0.2.1'));
      }
      const blocked = await ctx.app.inject(loginRequest(user.email!, TEST_PASSWORD, '10.0.2.1'));
      assert.equal(blocked.statusCode, 429);
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

describeBackends('POST /auth/register', (ctx) => {
  const conduct = { acceptedConduct: CONDUCT_VERSION };
  const body = {
    name: 'New Student',
    contact: 'new@test.quran',
    password: 'secret12',
    confirmPassword: 'secret12',
  };

  it('admits a student at once and signs it in (201 { user } with session cookies)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/register', payload: body });
    assert.equal(res.statusCode, 201);
    const { user } = json<{ user: User }>(res);
    assert.equal(user.role, 'student');
    assert.equal(user.status, 'active');
    assert.equal(user.active, true);
    assert.equal(user.verified, false);
    assert.equal(user.email, 'new@test.quran');
    const cookie = cookieHeader(res);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/auth/profile',
      headers: { cookie },
    });
    assert.equal(profile.statusCode, 200);
    const loginRes = await ctx.app.inject(loginRequest('new@test.quran', 'secret12'));
    assert.equal(loginRes.statusCode, 200);
  });

  it('makes a teacher an applicant: pending, no session, refused with auth.account_pending', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...body, contact: 'applicant@test.quran', role: 'teacher', ...conduct },
    });
    assert.equal(res.statusCode, 201);
    const { user } = json<{ user: User }>(res);
    assert.equal(user.status, 'pending');
    assert.equal(user.active, false);
    assert.equal(res.cookies.length, 0);
    const loginRes = await ctx.app.inject(loginRequest('applicant@test.quran', 'secret12'));
    assert.equal(loginRes.statusCode, 403);
    assert.deepEqual(json(loginRes), errorOf('auth.account_pending'));
  });

  it('an applying teacher accepts the code of conduct in force; the acceptance is kept with its date', async () => {
    const apply = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { ...body, contact: 'conduct@test.quran', role: 'teacher', ...extra },
      });
    for (const extra of [
      {},
      { acceptedConduct: CONDUCT_VERSION - 1 },
      { acceptedConduct: 'yes' },
    ]) {
      const refused = await apply(extra);
      assert.equal(refused.statusCode, 400, JSON.stringify(extra));
      assert.ok(fieldCodes(refused).some((code) => code.startsWith('acceptedConduct: ')));
    }
    const before = Date.now();
    const res = await apply(conduct);
    assert.equal(res.statusCode, 201, res.body);
    const stored = await ctx.app.usersRepository.findByContact({
      method: 'email',
      value: 'conduct@test.quran',
    });
    assert.equal(stored?.conductVersion, CONDUCT_VERSION);
    assert.ok(stored?.conductAcceptedAt && stored.conductAcceptedAt.getTime() >= before - 1000);
    assert.deepEqual(json<{ user: User }>(res).user.conduct, {
      version: CONDUCT_VERSION,
      acceptedAt: stored.conductAcceptedAt.toISOString(),
    });
    // A student accepts nothing: its account carries none.
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...body, contact: 'learner-conduct@test.quran' },
    });
    assert.equal(json<{ user: User }>(student).user.conduct, null);
  });

  it('registers a teacher with a phone and bio', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...body, contact: '+44 7700 900123', role: 'teacher', bio: 'Hafiz', ...conduct },
    });
    assert.equal(res.statusCode, 201);
    const { user } = json<{ user: User }>(res);
    assert.equal(user.loginMethod, 'phone');
    assert.equal(user.phone, '+447700900123');
    assert.equal(user.bio, 'Hafiz');
  });

  it('refuses a bio with a way to reach the teacher outside the platform', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        ...body,
        role: 'teacher',
        bio: 'Hafiz, reach me on t.me/hafiz_teacher',
        ...conduct,
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(fieldCodes(res), ['bio: contact_details']);
  });

  it('refuses admin roles, mismatched passwords and short names', async () => {
    for (const [payload, message] of [
      [{ ...body, role: 'admin' }, 'Role is required'],
      [{ ...body, confirmPassword: 'other123' }, 'Passwords must match'],
      [{ ...body, name: 'Al' }, 'Name must be at least 3 characters'],
      [{ ...body, confirmPassword: '' }, 'Confirm password is required'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/auth/register', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(json<{ message: string }>(res).message.includes(message), res.body);
    }
    assert.equal((await ctx.rowCounts()).users, 0);
  });

  it('answers 409 for a taken email', async () => {
    await ctx.createUser('student', { email: 'new@test.quran' });
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/register', payload: body });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(json(res), errorOf('users.email_taken'));
  });
});
