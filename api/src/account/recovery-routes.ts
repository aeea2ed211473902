import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError, tooManyRequests } from '../lib/http-error';
import type { PasswordChecks } from './password-checks';
import { hashPassword } from '../users/passwords';
import { revokeSessions } from '../auth/revoke-sessions';

/** Forgot, reset and change password; confirm an email. */
const recoveryRoutes: FastifyPluginAsyncZod<{ passwords: PasswordChecks }> = async (
  app,
  { passwords },
) => {
  contractRoute(
    app,
    'auth.forgotPassword',
    {
      tags: ['auth'],
      description:
        'Mails a reset link when the contact is an account with an email. The answer is the same whether or not it is.',
    },
    async (request) => {
      const { contact } = request.body;
      const wait = Math.max(
        await app.rateLimits.passwordResetsByAddress.take(request.ip),
        await app.rateLimits.passwordResetsByContact.take(contact.value),
      );
      if (wait > 0) throw tooManyRequests(wait);
      // The lookup and the mail happen after the answer, so neither what it says nor how
      // long it takes tells whether the account exists.
      void (async () => {
        const user = await app.usersRepository.findByContact(contact);
        if (user && user.status !== 'banned') await app.accountMail.sendPasswordReset(user);
      })().catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'));
      return { data: { accepted: true } };
    },
  );

  contractRoute(
    app,
    'auth.resetPassword',
    {
      tags: ['auth'],
      description: 'Sets a new password with a mailed token (single use) and ends every login.',
    },
    async (request) => {
      const { token, password } = request.body;
      const userId = await app.accountTokens.consume(token, 'reset_password');
      if (!userId) throw apiError('auth.reset_link_invalid');
      const updated = await app.usersRepository.update(userId, {
        passwordHash: await hashPassword(password),
      });
      if (!updated) throw apiError('auth.reset_link_invalid');
      await revokeSessions(app, userId, null);
      return { data: { reset: true } };
    },
  );

  contractRoute(app, 'auth.verifyEmail', { tags: ['auth'] }, async (request) => {
    const userId = await app.accountTokens.consume(request.body.token, 'verify_email');
    if (!userId || !(await app.usersRepository.update(userId, { verified: true }))) {
      throw apiError('auth.reset_link_invalid');
    }
    app.accountEvents.emit('userChanged', { userId });
    return { data: { verified: true } };
  });

  contractRoute(
    app,
    'auth.resendVerification',
    { onRequest: app.authenticate, tags: ['auth'] },
    async (request) => {
      const { user } = authOf(request);
      const wait = await app.rateLimits.passwordResetsByContact.take(`verify:${user.id}`);
      if (wait > 0) throw tooManyRequests(wait);
      await app.accountMail.sendVerification(user);
      return { data: { accepted: true } };
    },
  );

  contractRoute(
    app,
    'auth.changePassword',
    {
      onRequest: app.authenticate,
      tags: ['auth'],
      description: 'Changes the password (the current one is asked); other logins end.',
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { currentPassword, password } = request.body;
      await passwords.assertCurrentPassword(request, user, currentPassword);
      await app.usersRepository.update(user.id, { passwordHash: await hashPassword(password) });
      await revokeSessions(app, user.id, sessionId);
      return { data: { changed: true } };
    },
  );
};

export default recoveryRoutes;
