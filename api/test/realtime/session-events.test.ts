import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SERVER_EVENTS, type AuthErrorPayload, type UsersListDelta } from '@app/shared/protocol';
import { TestClient } from './socket-client';
import { describeBackends } from '../helpers/test-app';
import { SocketHarness, useFastTimings } from './realtime-suite';

useFastTimings();

const closed = (client: TestClient) =>
  new Promise<void>((resolve) => {
    if (!client.socket.connected) resolve();
    else client.socket.once('disconnect', () => resolve());
  });

describeBackends('realtime sessions and origins', (ctx) => {
  const harness = new SocketHarness(ctx);

  it('refuses a handshake from an origin not in CORS_ORIGINS', async () => {
    await assert.rejects(harness.client(undefined, { origin: 'https://evil.example' }));
    const allowed = await harness.client(undefined, { origin: ctx.config.CORS_ORIGINS[0] });
    assert.ok(allowed.socket.connected);
  });

  it('answers a dead session cookie with auth_error and closes the socket', async () => {
    const { cookie } = await ctx.signedIn('student');
    const forged = cookie.replace(/access_token=[^;]+/, 'access_token=not-a-token');
    const client = new TestClient(harness.url, { cookie: forged });
    const gone = client.socket.connect() && closed(client);
    const error = await client.next<AuthErrorPayload>(SERVER_EVENTS.authError);
    assert.equal(error.code, 'session_expired');
    await gone;
    // The lapsed-access case: only the hint cookie is left.
    const lapsed = new TestClient(harness.url, { cookie: 'has_session=1' });
    lapsed.socket.connect();
    assert.equal(
      (await lapsed.next<AuthErrorPayload>(SERVER_EVENTS.authError)).code,
      'session_expired',
    );
    lapsed.close();
  });

  it('disconnects a banned user with auth_error and removes it from lists', async () => {
    const admin = await ctx.signedIn('admin');
    const { user: teacher, socket: teacherSocket } = await harness.user('teacher');
    const { socket: student } = await harness.user('student');
    await student.next(SERVER_EVENTS.allUsersList);
    const gone = closed(teacherSocket);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/users/${teacher.id}/toggle-active`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(
      (await teacherSocket.next<AuthErrorPayload>(SERVER_EVENTS.authError)).code,
      'banned',
    );
    await gone;
    await student.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      (d) => d.type === 'remove' && d._id === teacher.id,
    );
  });

  it('disconnects a deleted user, and the tabs of a session that logged out', async () => {
    const admin = await ctx.signedIn('admin');
    const deleted = await harness.user('student');
    const gone = closed(deleted.socket);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/users/${deleted.user.id}`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(res.statusCode, 204);
    assert.equal(
      (await deleted.socket.next<AuthErrorPayload>(SERVER_EVENTS.authError)).code,
      'deleted',
    );
    await gone;

    const { user, cookie } = await ctx.signedIn('teacher');
    const otherLogin = await ctx.login(user.email!);
    const tab = await harness.client(cookie);
    const otherDevice = await harness.client(otherLogin);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { userId: user.id },
    });
    assert.equal(logout.statusCode, 200);
    assert.equal((await tab.next<AuthErrorPayload>(SERVER_EVENTS.authError)).code, 'logged_out');
    // Another login of the same user is another session: it stays.
    await otherDevice.none(SERVER_EVENTS.authError);
    assert.ok(otherDevice.socket.connected);
  });
});
