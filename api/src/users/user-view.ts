import type { PublicUser, User } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { publicUserSchema } from './user-schemas';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The wire form of a user for itself and admins. Never includes the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    loginMethod: row.loginMethod,
    verified: row.verified,
    status: row.status,
    statusReason: row.statusReason,
    active: row.active,
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
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What other users see: the user through the public schema, which drops the private fields. */
export function toPublicUser(row: UserRow): PublicUser {
  return publicUserSchema.parse(toUser(row));
}
