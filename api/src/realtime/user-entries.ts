import type { PresenceState, UsersListEntry } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
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
  const entry: UsersListEntry = {
    _id: row.id,
    name: row.name,
    role: row.role,
    avatar: row.avatar,
    totalReviews: row.totalReviews,
    averageRating: row.averageRating,
    experience: row.experience,
    specialization: row.specialization,
    bio: row.bio,
    lastLogin: iso(row.lastLogin),
    createdAt: row.createdAt.toISOString(),
    ...presence,
  };
  if (level === 'public') return entry;
  entry.email = row.email;
  if (level === 'member') return entry;
  return {
    ...entry,
    phone: row.phone,
    active: row.active,
    verified: row.verified,
    loginMethod: row.loginMethod,
    updatedAt: row.updatedAt.toISOString(),
  };
}
