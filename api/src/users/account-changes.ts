import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';

/**
 * After an account edit: a ban or a new password ends the user's sessions, and the
 * realtime layer hears about it (sockets get `auth:error`, presence lists refresh), as do
 * notifications and mail (approved, rejected, banned).
 */
export async function afterAccountChange(
  app: FastifyInstance,
  before: UserRow,
  after: UserRow,
  passwordChanged: boolean,
): Promise<void> {
  const banned = before.status !== 'banned' && after.status === 'banned';
  if (banned || passwordChanged) {
    const sessionIds = await app.sessionsRepository.revokeAllForUser(after.id);
    for (const sessionId of sessionIds) {
      app.accountEvents.emit('sessionRevoked', { userId: after.id, sessionId });
    }
  }
  if (banned) app.accountEvents.emit('userBanned', { userId: after.id });
  if (!before.active && after.active) app.accountEvents.emit('userActivated', { userId: after.id });
  if (before.status !== 'rejected' && after.status === 'rejected') {
    app.accountEvents.emit('applicationRejected', {
      userId: after.id,
      reason: after.statusReason ?? '',
    });
  }
  app.accountEvents.emit('userChanged', { userId: after.id });
}
