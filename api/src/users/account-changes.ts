import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';

/**
 * After an account edit: a ban or a new password ends the user's sessions, and the
 * realtime layer hears about it (sockets get `auth_error`, presence lists refresh), as do
 * notifications (activated, banned).
 */
export async function afterAccountChange(
  app: FastifyInstance,
  before: UserRow,
  after: UserRow,
  passwordChanged: boolean,
): Promise<void> {
  const banned = before.active && !after.active;
  if (banned || passwordChanged) {
    const sessionIds = await app.sessionsRepository.revokeAllForUser(after.id);
    for (const sessionId of sessionIds) {
      app.accountEvents.emit('sessionRevoked', { userId: after.id, sessionId });
    }
  }
  if (banned) app.accountEvents.emit('userBanned', { userId: after.id });
  if (!before.active && after.active) app.accountEvents.emit('userActivated', { userId: after.id });
  app.accountEvents.emit('userChanged', { userId: after.id });
}
