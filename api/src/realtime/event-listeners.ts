import { SERVER_EVENTS, type AuthErrorReason } from '@app/shared/protocol';
import type { AccountEventHub } from '../auth/account-events';
import type { Presence } from './presence';
import type { RealtimeContext } from './realtime-context';
import { rooms } from './socket-types';

/** What the reactions to account changes use of the realtime layer. */
export type AppEventDeps = Pick<
  RealtimeContext,
  'clustered' | 'directory' | 'io' | 'log' | 'users'
>;

const MESSAGES: Record<AuthErrorReason, string> = {
  session_expired: 'Session expired',
  logged_out: 'Logged out',
  banned: 'Your account is not active. Please contact support.',
  deleted: 'Your account was deleted',
};

/**
 * Reacts to what the HTTP side did: sessions ended (sockets told `auth:error` and closed, on
 * every process) and accounts changed (lists updated).
 * Returns a function that detaches everything.
 */
export function listenToAppEvents(
  ctx: AppEventDeps,
  accountEvents: AccountEventHub,
  presence: Presence,
): () => void {
  const run = (what: string, task: () => Promise<void>) =>
    task().catch((error: unknown) => ctx.log.error({ err: error }, `realtime: ${what} failed`));

  const kick = (room: string, code: AuthErrorReason) => {
    ctx.io.to(room).emit(SERVER_EVENTS.authError, { code, message: MESSAGES[code] });
    ctx.io.in(room).disconnectSockets(true);
  };

  const userChanged = async (userId: string) => {
    const { before, after } = await ctx.directory.refresh(userId);
    if (ctx.clustered) ctx.io.serverSideEmit('userChanged', userId);
    // A socket's audience (the admin feed, the lists it receives) was set by the role it
    // connected with: a new role reconnects every socket of the user, on every process.
    if (before && after && before.role !== after.role) {
      kick(rooms.user(userId), 'session_expired');
    }
    await presence.announceChange(before, after);
  };

  // Another process changed a user: only the cache here is stale (it broadcast the delta).
  ctx.io.on('userChanged', (userId: string) => {
    run('directory refresh', async () => void (await ctx.directory.refresh(userId)));
  });

  const detach = [
    accountEvents.on('userBanned', ({ userId }) => {
      kick(rooms.user(userId), 'banned');
      void run('ban', () => userChanged(userId));
    }),
    accountEvents.on('userDeleted', ({ userId }) => {
      kick(rooms.user(userId), 'deleted');
      void run('deletion', () => userChanged(userId));
    }),
    accountEvents.on('loggedOut', ({ sessionId }) => kick(rooms.session(sessionId), 'logged_out')),
    accountEvents.on(
      'sessionRevoked',
      ({ userId, sessionId }) =>
        void run('session revocation', async () => {
          // A ban or deletion revokes the sessions first: name the real reason.
          const user = await ctx.users.findById(userId);
          const reason = !user ? 'deleted' : user.active ? 'session_expired' : 'banned';
          kick(sessionId ? rooms.session(sessionId) : rooms.user(userId), reason);
        }),
    ),
    accountEvents.on(
      'userChanged',
      ({ userId }) => void run('user change', () => userChanged(userId)),
    ),
  ];
  return () => detach.forEach((off) => off());
}
