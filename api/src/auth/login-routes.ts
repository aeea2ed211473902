import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, tooManyRequests } from '../lib/http-error';
import { errors } from '../lib/response-schemas';
import { toUser } from '../users/user-view';
import { userSchema } from '../users/user-schemas';
import { loginBodySchema, registerBodySchema } from './auth-schemas';
import { setSessionCookies } from './cookies';
import type { DeviceCookies } from './device-cookies';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';

const userResponse = z.object({ user: userSchema });

/** Sign-in and self-registration. */
const loginRoutes: FastifyPluginAsyncZod<{
  throttle: LoginThrottle;
  devices: DeviceCookies;
}> = async (app, { throttle, devices }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: userResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { contact, password } = request.body;
      const found = await app.usersRepository.findByContact(contact);
      const attempt = {
        account: contact.value,
        address: request.ip,
        device: found ? devices.deviceOf(request, found.id) : null,
      };
      const retryAfter = await throttle.retryAfterSeconds(attempt);
      if (retryAfter > 0) {
        throw apiError('rate_limited', { headers: { 'retry-after': String(retryAfter) } });
      }
      // Same message and about the same time for an unknown account and a wrong password.
      if (!(await verifyPassword(found?.passwordHash ?? null, password)) || !found) {
        await throttle.recordFailure(attempt);
        app.metrics.loginFailures.inc();
        throw apiError('auth.invalid_credentials');
      }
      await throttle.recordSuccess(attempt);
      devices.remember(request, reply, found.id);
      // An inactive account that never signed in still waits for an admin to admit it
      // (pending); one that did was switched off by an admin (banned).
      if (!found.active)
        throw apiError(found.lastLogin ? 'auth.account_banned' : 'auth.account_pending');
      if (!found.verified) throw apiError('auth.email_unverified');

      const session = await app.sessionsRepository.create(found.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      const accessToken = await app.accessTokens.sign({
        userId: found.id,
        sessionId: session.sessionId,
      });
      setSessionCookies(request, reply, { accessToken, refreshToken: session.refreshToken });
      const user = (await app.usersRepository.recordLogin(found.id)) ?? found;
      return { user: toUser(user) };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: userResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      // Each account reaches every admin's inbox: a stranger may not make them by the hundred.
      const wait = await app.rateLimits.registrations.take(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      const { name, contact, password, role, bio } = request.body;
      // Self-registered accounts wait for an admin to activate them (docs/product.md).
      const user = await app.usersRepository.create({
        name,
        role,
        bio: bio || null,
        email: contact.method === 'email' ? contact.value : null,
        phone: contact.method === 'phone' ? contact.value : null,
        loginMethod: contact.method,
        passwordHash: await hashPassword(password),
        active: false,
        verified: false,
      });
      app.accountEvents.emit('userChanged', { userId: user.id });
      app.accountEvents.emit('userRegistered', { userId: user.id });
      return reply.code(201).send({ user: toUser(user) });
    },
  );
};

export default loginRoutes;
