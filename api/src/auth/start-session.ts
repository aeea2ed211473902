import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { setSessionCookies } from './cookies';

/** Opens a login for the user: a new refresh family, its cookies, and the login stamped. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<UserRow> {
  const { server: app } = request;
  const session = await app.sessionsRepository.create(user.id, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  const accessToken = await app.accessTokens.sign({
    userId: user.id,
    sessionId: session.sessionId,
  });
  setSessionCookies(request, reply, { accessToken, refreshToken: session.refreshToken });
  return (await app.usersRepository.recordLogin(user.id)) ?? user;
}
