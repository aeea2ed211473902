import assert from 'node:assert/strict';
import { after, beforeEach, it } from 'node:test';
import { CONDUCT_VERSION, type User } from '@app/shared/protocol';
import { nextStatus } from '../../src/users/account-status';
import { SmtpInbox, readableMail } from '../helpers/smtp-inbox';
import { describeBackends, errorOf, json, TEST_PASSWORD } from '../helpers/test-app';

const inbox = new SmtpInbox();
await inbox.listen();
after(() => inbox.close());

it('the account lifecycle: every status x action', () => {
  const table = {
    pending: { approve: 'active', reject: 'rejected', ban: 'banned', reactivate: null },
    rejected: { approve: 'active', reject: null, ban: 'banned', reactivate: null },
    active: { approve: null, reject: null, ban: 'banned', reactivate: null },
    banned: { approve: null, reject: null, ban: null, reactivate: 'active' },
  } as const;
  for (const [status, actions] of Object.entries(table)) {
    for (const [action, expected] of Object.entries(actions)) {
      assert.equal(
        nextStatus(status as keyof typeof table, action as keyof typeof actions),
        expected,
        `${status} ${action}`,
      );
    }
  }
});

describeBackends(
  'teacher applications: pending, approve, reject',
  (ctx) => {
    beforeEach(() => {
      inbox.mails.length = 0;
    });
    const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const apply = async (email: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Applying Sheikh',
          contact: email,
          password: 'secret12',
          confirmPassword: 'secret12',
          role: 'teacher',
          acceptedConduct: CONDUCT_VERSION,
        },
      });
      assert.equal(res.statusCode, 201);
      return json<{ user: User }>(res).user;
    };
    const login = (contact: string, password = 'secret12') =>
      ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { contact, password } });

    it('an admin sees the applicant as pending, approves it, and it signs in and is told', async () => {
      const admin = await ctx.signedIn('admin');
      const applicant = await apply('applicant@test.quran');
      const list = json<{ data: User[] }>(await call('GET', '/users', admin.cookie)).data;
      const listed = list.find((user) => user._id === applicant._id);
      assert.equal(listed?.status, 'pending');
      assert.equal(listed?.active, false);

      const approved = await call('POST', `/users/${applicant._id}/approve`, admin.cookie);
      assert.equal(approved.statusCode, 200);
      assert.equal(json<{ data: User }>(approved).data.status, 'active');
      assert.equal((await login('applicant@test.quran')).statusCode, 200);
      await ctx.app.notifier.settled();
      const told = await ctx.app.notificationsRepository.unreadCount(applicant._id);
      assert.equal(told, 1);
      // Mail is configured: the decision is mailed too.
      await waitFor(() => inbox.to('applicant@test.quran').length >= 2);
      assert.ok(
        inbox
          .to('applicant@test.quran')
          .some((mail) => readableMail(mail.raw).includes('Your account is active')),
      );

      // Approving again is not a transition.
      const again = await call('POST', `/users/${applicant._id}/approve`, admin.cookie);
      assert.equal(again.statusCode, 409);
      assert.deepEqual(json(again), errorOf('users.not_pending'));
    });

    it('a rejection needs a reason, stores it, mails it and the login says it', async () => {
      const admin = await ctx.signedIn('admin');
      const applicant = await apply('rejected@test.quran');
      const missing = await call('POST', `/users/${applicant._id}/reject`, admin.cookie, {});
      assert.equal(missing.statusCode, 400);
      const tooLong = await call('POST', `/users/${applicant._id}/reject`, admin.cookie, {
        reason: 'x'.repeat(501),
      });
      assert.equal(tooLong.statusCode, 400);

      const reason = 'Please attach your ijazah & apply again.';
      const res = await call('POST', `/users/${applicant._id}/reject`, admin.cookie, { reason });
      assert.equal(res.statusCode, 200);
      assert.equal(json<{ data: User }>(res).data.status, 'rejected');
      assert.equal(json<{ data: User }>(res).data.statusReason, reason);

      const refused = await login('rejected@test.quran');
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(json(refused), { ...errorOf('auth.account_rejected'), reason });
      await waitFor(() =>
        inbox
          .to('rejected@test.quran')
          .some((mail) => readableMail(mail.raw).includes('not accepted')),
      );
      const mail = inbox
        .to('rejected@test.quran')
        .find((m) => readableMail(m.raw).includes('not accepted'));
      assert.ok(readableMail(mail!.raw).includes('ijazah &amp; apply again'));

      // Rejecting twice is refused; a rejected applicant may still be approved later.
      const twice = await call('POST', `/users/${applicant._id}/reject`, admin.cookie, { reason });
      assert.equal(twice.statusCode, 409);
      const approved = await call('POST', `/users/${applicant._id}/approve`, admin.cookie);
      assert.equal(json<{ data: User }>(approved).data.statusReason, null);
      assert.equal((await login('rejected@test.quran')).statusCode, 200);
    });

    it('only admins decide, and an admin only for the roles it manages', async () => {
      const applicant = await apply('applicant2@test.quran');
      const student = await ctx.signedIn('student');
      const teacher = await ctx.signedIn('teacher');
      for (const who of [student, teacher]) {
        const res = await call('POST', `/users/${applicant._id}/approve`, who.cookie);
        assert.deepEqual(json(res), errorOf('auth.forbidden'));
        const rej = await call('POST', `/users/${applicant._id}/reject`, who.cookie, {
          reason: 'no',
        });
        assert.deepEqual(json(rej), errorOf('auth.forbidden'));
      }
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: `/users/${applicant._id}/approve`,
      });
      assert.equal(anonymous.statusCode, 401);
      const admin = await ctx.signedIn('admin');
      const otherAdmin = await ctx.createUser('admin', { status: 'pending' });
      const res = await call('POST', `/users/${otherAdmin.id}/approve`, admin.cookie);
      assert.deepEqual(json(res), errorOf('auth.forbidden'));
      const unknown = await call(
        'POST',
        '/users/0190a000-0000-7000-8000-000000000000/approve',
        admin.cookie,
      );
      assert.equal(unknown.statusCode, 404);
    });

    it('a ban is its own status: a banned account is refused as banned, and a student is never pending', async () => {
      const admin = await ctx.signedIn('admin');
      const { user, cookie } = await ctx.signedIn('student');
      const ban = await ctx.app.inject({
        method: 'PATCH',
        url: `/users/${user.id}/toggle-active`,
        headers: { cookie: admin.cookie },
      });
      assert.equal(json<{ data: User }>(ban).data.status, 'banned');
      assert.equal((await call('GET', '/auth/profile', cookie)).statusCode, 401);
      assert.deepEqual(
        json(await login(user.email!, TEST_PASSWORD)),
        errorOf('auth.account_banned'),
      );
      const approve = await call('POST', `/users/${user.id}/approve`, admin.cookie);
      assert.equal(approve.statusCode, 409);
    });
  },
  { env: { SMTP_URL: inbox.url } },
);

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
