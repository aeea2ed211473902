import { TypedEmitter } from '../lib/typed-emitter';

/**
 * Account changes the realtime layer (disconnect sockets with `auth:error`, refresh presence
 * lists) and notifications react to. Emitted after the database change is committed.
 */
export interface AccountEvents extends Record<string, unknown> {
  /** A login's refresh family was revoked (reuse detected, or the user's sessions ended). */
  sessionRevoked: { userId: string; sessionId: string | null };
  /** The user was deactivated; all its sessions are already revoked. */
  userBanned: { userId: string };
  /** The user was deleted; all its sessions are gone. */
  userDeleted: { userId: string };
  /** The user logged out of one session. */
  loggedOut: { userId: string; sessionId: string };
  /** An account became active through an admin (an approved application, a lifted ban). */
  userActivated: { userId: string };
  /** An admin rejected a teacher's application, with this reason. */
  applicationRejected: { userId: string; reason: string };
  /** Someone signed up (a teacher's application waits for an admin's review). */
  userRegistered: { userId: string };
  /** The user was created or its public fields changed (name, avatar, role, active...). */
  userChanged: { userId: string };
}

/** The in-process hub for account events, decorated on the app as `accountEvents`. */
export class AccountEventHub extends TypedEmitter<AccountEvents> {}
