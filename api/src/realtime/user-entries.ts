import type { PresenceState, UsersListEntry } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { toPublicUser, toUser } from '../users/user-view';
import type { FieldLevel } from './audiences';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Presence of a user as lists show it; the socket layer decides isOnline, the row the rest. */
export function presenceOf(row: UserRow, online: boolean, lastSeenMs?: number): PresenceState {
  const isBusy = row.isBusy || row.inMeeting;
  return {
    isOnline: online,
    isBusy,
    inMeeting: row.inMeeting,
    status: !online ? 'offline' : isBusy ? 'busy' : 'online',
    // Never seen since presence was recorded: the last login is the best we know.
    lastSeen: lastSeenMs !== undefined ? new Date(lastSeenMs).toISOString() : iso(row.lastLogin),
  };
}

/** A users-list entry cut to what the receiver may see (never phone below admin, never email for anonymous). */
export function listEntry(
  row: UserRow,
  presence: PresenceState,
  level: FieldLevel,
): UsersListEntry {
  // Admins see the whole account, members the public user, anonymous visitors not even email.
  if (level === 'admin') return { ...toUser(row), ...presence };
  const { email, ...anonymous } = { ...toPublicUser(row), ...presence };
  return level === 'member' ? { ...anonymous, email } : anonymous;
}
