import type { FastifyInstance } from 'fastify';

/**
 * Ends every login of the user but `keep` (a password changed or reset, by its owner or a
 * child's guardian), telling the realtime layer so that their sockets close too.
 */
export async function revokeSessions(
  app: Pick<FastifyInstance, 'sessionsRepository' | 'accountEvents'>,
  userId: string,
  keep: string | null = null,
): Promise<void> {
  const revoked = await app.sessionsRepository.revokeAllForUser(userId, keep);
  for (const sessionId of revoked) {
    app.accountEvents.emit('sessionRevoked', { userId, sessionId });
  }
}
