import type {
  ListedStudent,
  PresenceFlags,
  PublicUser,
  StudentCard,
  User,
} from '@app/shared/protocol';
import type { UserRow } from '../db/schema';

// One serialiser per audience (docs/security.md#what-each-audience-sees). Only `toUser` carries
// contact details, added to the public profile; the others build their shapes field by field,
// and those types have no email or phone, so a payload for another user cannot carry them.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The whole account: for the user itself and for admins only. Never the password hash. */
export function toUser(row: UserRow): User {
  return {
    ...toPublicUser(row),
    email: row.email,
    phone: row.phone,
    username: row.username,
    birthYear: row.birthYear,
    loginMethod: row.loginMethod,
    verified: row.verified,
    status: row.status,
    statusReason: row.statusReason,
    active: row.active,
    conduct:
      row.conductVersion !== null && row.conductAcceptedAt
        ? { version: row.conductVersion, acceptedAt: row.conductAcceptedAt.toISOString() }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A teacher as another signed-in user sees it: the public profile, no contact, no flags. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    lastLogin: iso(row.lastLogin),
    avatar: row.avatar,
    totalReviews: row.totalReviews,
    averageRating: row.averageRating,
    isOnline: row.isOnline,
    isBusy: row.isBusy,
    inMeeting: row.inMeeting,
    experience: row.experience,
    specializations: row.specializations,
    languages: row.languages,
    gender: row.gender,
    bio: row.bio,
    lessonsTaught: row.lessonsTaught,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A student as a teacher who taught it sees it: a name card, nothing to reach a child by. */
export function toStudentCard(row: UserRow): StudentCard | null {
  if (row.role !== 'student') return null;
  return { _id: row.id, name: row.name, avatar: row.avatar, role: row.role };
}

/**
 * Presence as lists show it: `online` from the socket layer, else the row's mirrored flag. The
 * setting (`isBusy`) and the lesson (`inMeeting`) stay apart; `status` is what they amount to.
 */
export function presenceFlags(row: UserRow, online = row.isOnline): PresenceFlags {
  return {
    isOnline: online,
    isBusy: row.isBusy,
    inMeeting: row.inMeeting,
    status: !online ? 'offline' : row.isBusy || row.inMeeting ? 'busy' : 'online',
  };
}

/** Just the flags of a presence (a fuller presence may carry `lastSeen`, which stays out). */
export function flagsOf({ isOnline, isBusy, inMeeting, status }: PresenceFlags): PresenceFlags {
  return { isOnline, isBusy, inMeeting, status };
}

/** A taught student in a teacher's list: its card and whether it is there now. */
export function toListedStudent(row: UserRow, presence: PresenceFlags): ListedStudent | null {
  const card = toStudentCard(row);
  return card && { ...card, ...flagsOf(presence) };
}
