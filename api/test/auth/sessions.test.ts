import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { User } from '@app/shared/protocol';
import { isNotNull } from 'drizzle-orm';
import type { AccountEvents } from '../../src/auth/account-events';
import { refreshTokens } from '../../src/db/schema';
import { cookieHeader, describeBackends, json, errorOf } from '../helpers/test-app';

const refreshTokenOf = (cookie: string) => /refresh_token=([^;]+)/.exec(cookie)?.[1] ?? '';

describeBackends('sessions', (ctx) => {
  const refresh = (cookie: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
  const profile = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });

  it('refresh rotates the refresh token and renews the access token', async () => {
    const { user, cookie } = await ctx.signedIn('student');
    const res = await refresh(cookie);
    assert.equal(res.statusCode, 200);
    assert.equal(json<{ data: User }>(res).data._id, user.id);
    const next = cookieHeader(res, cookie);
    assert.notEqual(refreshTokenOf(next), refreshTokenOf(cookie));
    assert.equal((await profile(next)).statusCode, 200);
    const stored = await ctx.rowCounts();
    assert.equal(stored.refresh_tokens, 2);
    const hashes = await ctx.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens);
    assert.ok(
      hashes.every(({ hash }) => hash !== refreshTokenOf(next)),
      'tokens are stored hashed',
    );
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const { user, cookie } = await ctx.signedIn('student');
    const rotated = cookieHeader(await refresh(cookie), cookie);
    const events: AccountEvents['sessionRevoked'][] = [];
    const off = ctx.app.accountEvents.on('sessionRevoked', (event) => events.push(event));
    // Replay the first token after the race window: it is theft, not two tabs.
    await ctx.database.db
      .update(refreshTokens)
      .set({ replacedAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(refreshTokens.replacedAt));
    const replay = await refresh(cookie);
    off();
    assert.equal(replay.statusCode, 401);
    assert.deepEqual(json(replay), errorOf('auth.session_expired'));
    assert.equal(events.length, 1);
    assert.equal(events[0]?.userId, user.id);
    // The legitimate holder of the newest token is out too.
    assert.equal((await refresh(rotated)).statusCode, 401);
    assert.equal((await profile(rotated)).statusCode, 401);
  });

  it('two tabs refreshing with the same token at once both succeed', async () => {
    const { cookie } = await ctx.signedIn('student');
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
  });

  it('refresh without or with a bogus cookie is 401 and clears cookies', async () => {
    const none = await refresh('');
    assert.equal(none.statusCode, 401);
    const bogus = await refresh('refresh_token=not-a-token');
    assert.equal(bogus.statusCode, 401);
    assert.ok(bogus.cookies.some((c) => c.name === 'access_token' && c.value === ''));
  });

  it('logout revokes the session, clears cookies and emits loggedOut', async () => {
    const { user, cookie } = await ctx.signedIn('teacher');
    const events: AccountEvents['loggedOut'][] = [];
    const off = ctx.app.accountEvents.on('loggedOut', (event) => events.push(event));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie },
      payload: { userId: user.id },
    });
    off();
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { data: { loggedOut: true } });
    assert.ok(res.cookies.some((c) => c.name === 'refresh_token' && c.value === ''));
    assert.equal(events[0]?.userId, user.id);
    assert.equal((await profile(cookie)).statusCode, 401);
    assert.equal((await refresh(cookie)).statusCode, 401);
    // Idempotent, even without any cookie.
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode, 200);
  });

  it("logout forgets this browser's push endpoint, and only the caller's own", async () => {
    const { user, cookie } = await ctx.signedIn('teacher');
    const other = await ctx.createUser('teacher');
    const keys = { p256dh: 'BPub1ic_key', auth: 'auth_secret' };
    const mine = 'https://push.example.org/send/this-browser';
    const elsewhere = 'https://push.example.org/send/other-device';
    const theirs = 'https://push.example.org/send/someone-else';
    await ctx.app.pushSubscriptions.upsert(user.id, { endpoint: mine, keys, language: 'en' });
    await ctx.app.pushSubscriptions.upsert(user.id, { endpoint: elsewhere, keys, language: 'en' });
    await ctx.app.pushSubscriptions.upsert(other.id, { endpoint: theirs, keys, language: 'en' });
    const logout = (session: string, pushEndpoint: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie: session },
        payload: { pushEndpoint },
      });
    assert.equal((await logout(cookie, mine)).statusCode, 200);
    const endpointsOf = async (userId: string) =>
      (await ctx.app.pushSubscriptions.ofUser(userId)).map((row) => row.endpoint);
    assert.deepEqual(await endpointsOf(user.id), [elsewhere]);
    // Another user's endpoint is not the caller's to remove.
    const second = await ctx.login(user.email!);
    assert.equal((await logout(second, theirs)).statusCode, 200);
    assert.deepEqual(await endpointsOf(other.id), [theirs]);
  });

  it('logout with only the refresh cookie still ends the session', async () => {
    const { cookie } = await ctx.signedIn('student');
    const onlyRefresh = `refresh_token=${refreshTokenOf(cookie)}`;
    assert.equal(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/auth/logout',
          headers: { cookie: onlyRefresh },
        })
      ).statusCode,
      200,
    );
    assert.equal((await profile(cookie)).statusCode, 401);
  });

  it('a banned user is out at once, sessions revoked, events emitted', async () => {
    const admin = await ctx.signedIn('admin');
    const { user, cookie } = await ctx.signedIn('teacher');
    const seen: string[] = [];
    const offs = (['userBanned', 'sessionRevoked'] as const).map((name) =>
      ctx.app.accountEvents.on(name, () => seen.push(name)),
    );
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/users/${user.id}/toggle-active`,
      headers: { cookie: admin.cookie },
    });
    offs.forEach((off) => off());
    assert.equal(res.statusCode, 200);
    assert.deepEqual(seen.sort(), ['sessionRevoked', 'userBanned']);
    assert.equal((await profile(cookie)).statusCode, 401);
    assert.equal((await refresh(cookie)).statusCode, 401);
  });

  it('verifySessionCookie authenticates a raw Cookie header (socket handshake)', async () => {
    const { user, cookie } = await ctx.signedIn('student');
    const auth = await ctx.app.verifySessionCookie(`foo=bar; ${cookie}`);
    assert.equal(auth?.user.id, user.id);
    assert.equal(await ctx.app.verifySessionCookie(undefined), null);
    assert.equal(await ctx.app.verifySessionCookie('access_token=forged.jwt.value'), null);
  });

  it('an access token signed with another secret is refused', async () => {
    const { cookie } = await ctx.signedIn('student');
    const [header, payload] = (/access_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.');
    const forged = `access_token=${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    assert.equal((await profile(forged)).statusCode, 401);
  });
});

describeBackends('POST /auth/set-offline', (ctx) => {
  const setOffline = (cookie: string, payload: string, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/set-offline',
      headers: { cookie, 'content-type': contentType, origin: 'http://localhost:3000' },
      payload,
    });

  it('works from navigator.sendBeacon with a text/plain string', async () => {
    const { user, cookie } = await ctx.signedIn('teacher');
    await ctx.app.usersRepository.setPresence(user.id, { isOnline: true, isBusy: true });
    const res = await setOffline(
      cookie,
      JSON.stringify({ userId: user.id }),
      'text/plain;charset=UTF-8',
    );
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { data: { isOnline: false, isBusy: false } });
    const stored = await ctx.app.usersRepository.findById(user.id);
    assert.equal(stored?.isOnline, false);
    assert.equal(stored?.isBusy, false);
  });

  it('works from sendBeacon with a JSON Blob, and with no body', async () => {
    const { user, cookie } = await ctx.signedIn('student');
    assert.equal(
      (await setOffline(cookie, JSON.stringify({ userId: user.id }), 'application/json'))
        .statusCode,
      200,
    );
    assert.equal((await setOffline(cookie, '', 'text/plain')).statusCode, 200);
  });

  it('refuses another user id, bad bodies, no session and foreign origins', async () => {
    const { cookie } = await ctx.signedIn('student');
    const other = await ctx.createUser('teacher');
    assert.equal(
      (await setOffline(cookie, JSON.stringify({ userId: other.id }), 'text/plain')).statusCode,
      403,
    );
    assert.equal((await setOffline(cookie, '{not json', 'text/plain')).statusCode, 400);
    assert.equal((await setOffline(cookie, '{"x":1}', 'text/plain')).statusCode, 400);
    assert.equal((await setOffline('', '{}', 'text/plain')).statusCode, 401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/auth/set-offline',
      headers: { cookie, 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: '{}',
    });
    assert.equal(foreign.statusCode, 403);
  });
});
