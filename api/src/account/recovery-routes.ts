import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, tooManyRequests } from '../lib/http-error';
import { dataOf, errors } from '../lib/response-schemas';
import { contactSchema } from '../lib/contact';
import { authOf } from '../auth/authentication';
import { passwordSchema } from '../users/password-schema';
import type { PasswordChecks } from './password-checks';
import { hashPassword } from '../users/passwords';

// Tokens are 43 base64url characters; anything far longer is not one.
const tokenSchema = z.string({ error: 'Token is required' }).min(1).max(128);

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z
    .string({ error: 'Confirm password is required' })
    .min(1, 'Confirm password is required'),
};
const passwordsMatch = {
  check: (body: { password: string; confirmPassword: string }) =>
    body.password === body.confirmPassword,
  options: {
    message: 'Passwords must match',
    path: ['confirmPassword'],
    params: { code: 'mismatch' },
  },
};

const resetBodySchema = z
  .object({ token: tokenSchema, ...newPasswordFields })
  .refine(passwordsMatch.check, passwordsMatch.options);

const changeBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Password is required').max(256),
    ...newPasswordFields,
  })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** Forgot, reset and change password; confirm an email. */
const recoveryRoutes: FastifyPluginAsyncZod<{ passwords: PasswordChecks }> = async (
  app,
  { passwords },
) => {
  /** Ends every login of the user (all but `keep`), telling the realtime layer. */
  async function revokeSessions(userId: string, keep: string | null): Promise<void> {
    const revoked = await app.sessionsRepository.revokeAllForUser(userId, keep);
    for (const sessionId of revoked) {
      app.accountEvents.emit('sessionRevoked', { userId, sessionId });
    }
  }

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        description:
          'Mails a reset link when the contact is an account with an email. The answer is the same whether or not it is.',
        body: z.object({ contact: contactSchema }),
        response: { 202: dataOf(z.object({ accepted: z.literal(true) })), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
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
      return reply.code(202).send({ data: { accepted: true as const } });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        description: 'Sets a new password with a mailed token (single use) and ends every login.',
        body: resetBodySchema,
        response: { 200: dataOf(z.object({ reset: z.literal(true) })), ...errors(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const userId = await app.accountTokens.consume(token, 'reset_password');
      if (!userId) throw apiError('auth.reset_link_invalid');
      const updated = await app.usersRepository.update(userId, {
        passwordHash: await hashPassword(password),
      });
      if (!updated) throw apiError('auth.reset_link_invalid');
      await revokeSessions(userId, null);
      return { data: { reset: true as const } };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: z.object({ token: tokenSchema }),
        response: { 200: dataOf(z.object({ verified: z.literal(true) })), ...errors(400) },
      },
    },
    async (request) => {
      const userId = await app.accountTokens.consume(request.body.token, 'verify_email');
      if (!userId || !(await app.usersRepository.update(userId, { verified: true }))) {
        throw apiError('auth.reset_link_invalid');
      }
      app.accountEvents.emit('userChanged', { userId });
      return { data: { verified: true as const } };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        response: { 202: dataOf(z.object({ accepted: z.literal(true) })), ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const wait = await app.rateLimits.passwordResetsByContact.take(`verify:${user.id}`);
      if (wait > 0) throw tooManyRequests(wait);
      await app.accountMail.sendVerification(user);
      return reply.code(202).send({ data: { accepted: true as const } });
    },
  );

  app.put(
    '/auth/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        description: 'Changes the password (the current one is asked); other logins end.',
        body: changeBodySchema,
        response: {
          200: dataOf(z.object({ changed: z.literal(true) })),
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const { currentPassword, password } = request.body;
      await passwords.assertCurrentPassword(request, user, currentPassword);
      await app.usersRepository.update(user.id, { passwordHash: await hashPassword(password) });
      await revokeSessions(user.id, sessionId);
      return { data: { changed: true as const } };
    },
  );
};

export default recoveryRoutes;
