import {
  type ListedTeacher,
  type PresenceFlags,
  type PresenceState,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { flagsOf, presenceFlags, toListedStudent, toPublicUser, toUser } from '../users/user-view';
import { isAdminAudience, type Audience } from './audiences';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Presence of a user as lists show it; the socket layer decides isOnline, the row the rest. */
export function presenceOf(row: UserRow, online: boolean, lastSeenMs?: number): PresenceState {
  return {
    ...presenceFlags(row, online),
    // Never seen since presence was recorded: the last login is the best we know.
    lastSeen: lastSeenMs !== undefined ? new Date(lastSeenMs).toISOString() : iso(row.lastLogin),
  };
}

/** A teacher's public profile and presence; `lastSeen` only when the receiver may know it. */
function listedTeacher(row: UserRow, presence: PresenceFlags, lastSeen?: string | null) {
  const { lastLogin: _lastLogin, ...profile } = toPublicUser(row);
  const entry: ListedTeacher = { ...profile, ...flagsOf(presence) };
  return lastSeen === undefined ? entry : { ...entry, lastSeen };
}

/** Whether the audience is told when the user was last there: admins, and students of a teacher. */
function seesLastSeen(audience: Audience, row: UserRow): boolean {
  return isAdminAudience(audience) || (audience !== 'anonymous' && row.role === 'teacher');
}

/**
 * The user's entry as the audience's list shows it, or null when that audience does not list
 * it. One cut per audience: visitors get a teacher's public profile and whether they are there
 * now; signed-in users a teacher's profile with when they were last there, or a student's name
 * card (teachers, for the students they taught); admins the whole account.
 */
export function listEntry(
  audience: Audience,
  row: UserRow,
  presence: PresenceState,
): UsersListEntry | null {
  if (isAdminAudience(audience)) return { ...toUser(row), ...presence };
  if (row.role === 'teacher') {
    return listedTeacher(
      row,
      presence,
      seesLastSeen(audience, row) ? presence.lastSeen : undefined,
    );
  }
  return audience === 'anonymous' ? null : toListedStudent(row, presence);
}

/** A presence change as the audience's list takes it (the same cut as its entry). */
export function presenceDelta(
  audience: Audience,
  row: UserRow,
  presence: PresenceState,
): UsersListDelta {
  const flags = flagsOf(presence);
  return seesLastSeen(audience, row)
    ? { type: 'presence', _id: row.id, ...flags, lastSeen: presence.lastSeen }
    : { type: 'presence', _id: row.id, ...flags };
}
