import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SERVER_EVENTS, type AuthErrorPayload } from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';

useFastTimings();

describeBackends('account changes reach open sockets at once', (ctx) => {
  const harness = new SocketHarness(ctx);

  it('a demoted admin is sent to reconnect, and so leaves the admin feed', async () => {
    const { cookie: superadmin } = await ctx.signedIn('superadmin');
    const { user: admin, socket } = await harness.user('admin');
    const gone = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/users/${admin.id}`,
      headers: { cookie: superadmin },
      payload: { role: 'student' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const told = await socket.next<AuthErrorPayload>(SERVER_EVENTS.authError);
    assert.equal(told.code, 'session_expired');
    await gone;
  });

  it('a change that keeps the role leaves the sockets alone', async () => {
    const { cookie: superadmin } = await ctx.signedIn('superadmin');
    const { user: admin, socket } = await harness.user('admin');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/users/${admin.id}`,
      headers: { cookie: superadmin },
      payload: { name: 'Renamed Admin' },
    });
    assert.equal(res.statusCode, 200, res.body);
    await socket.none(SERVER_EVENTS.authError);
    assert.equal(socket.socket.connected, true);
  });
});

describeBackends(
  'the API reference in production',
  (ctx) => {
    it('is not served unless asked for', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/docs' })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).statusCode, 404);
    });
  },
  { env: { NODE_ENV: 'production', APP_URL: 'https://app.school.test' } },
);

describeBackends(
  'the API reference in production with API_DOCS=1',
  (ctx) => {
    it('is served', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).statusCode, 200);
    });
  },
  { env: { NODE_ENV: 'production', APP_URL: 'https://app.school.test', API_DOCS: '1' } },
);

describeBackends('security headers on every answer', (ctx) => {
  it('JSON may not run, frame or be sniffed; avatars load from the same site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(
      res.headers['content-security-policy'],
      "default-src 'none';frame-ancestors 'none'",
    );
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-site');
    assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    // The reference is a page with its own policy: its own scripts, and no one else's frames.
    const docs = await ctx.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-security-policy']), /script-src 'self'/);
    assert.match(String(docs.headers['content-security-policy']), /frame-ancestors 'self'/);
  });
});
