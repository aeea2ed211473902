import type { ConductAcceptance } from './conduct';
import type { Role } from './roles';
import type { Gender, Specialization, TeachingLanguage } from './teaching-profile';

/**
 * How the account signs in: the kind of contact it registered with, or (a child its guardian
 * made) a username.
 */
export const LOGIN_METHODS = ['email', 'phone', 'username'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/**
 * Where an account stands. A student is active from sign-up; a teacher who applies is pending
 * until an admin approves (active) or rejects (rejected, with a reason) the application. Banned
 * is an account an admin switched off.
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'rejected', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * An account as its owner and admins see it: the only user shape with contact details. Other
 * users and visitors get the narrower shapes below (docs/security.md#what-each-audience-sees).
 */
export interface User {
  _id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** A child's sign-in name (an account its guardian made, without email or phone). */
  username: string | null;
  /** A student's birth year, which decides whether it is a minor; null if never given. */
  birthYear: number | null;
  role: Role;
  loginMethod: LoginMethod;
  /** The email address was confirmed through the link mailed to it. */
  verified: boolean;
  status: AccountStatus;
  /** Why an application was rejected (told to the applicant); null otherwise. */
  statusReason: string | null;
  /** Derived from status: true exactly when the account is active. */
  active: boolean;
  lastLogin: string | null;
  /** Relative path under the API host (`/uploads/avatars/...`) or null. */
  avatar: string | null;
  totalReviews: number;
  averageRating: number;
  isOnline: boolean;
  isBusy: boolean;
  inMeeting: boolean;
  experience: string | null;
  /** What a teacher teaches (empty for other roles). */
  specializations: Specialization[];
  /** Languages a teacher teaches in. */
  languages: TeachingLanguage[];
  /** Null: not said. */
  gender: Gender | null;
  bio: string | null;
  /** A teacher's lessons that took place (ended, the teacher joined). */
  lessonsTaught: number;
  /** The code of conduct the teacher accepted on applying; null if never. */
  conduct: ConductAcceptance | null;
  createdAt: string;
  updatedAt: string;
}

/** Contact details: only the user itself and admins ever receive them. */
export const CONTACT_FIELDS = ['email', 'phone'] as const satisfies ReadonlyArray<keyof User>;
/** A contact field (email or phone). */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The fields only the user itself and admins see: contact details and account flags. This is
 * the one list: the public shape, its response schema and its mapper in the API derive from it.
 */
export const PRIVATE_USER_FIELDS = [
  ...CONTACT_FIELDS,
  'username',
  'birthYear',
  'loginMethod',
  'verified',
  'status',
  'statusReason',
  'active',
  'conduct',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof User>;
/** A field only the user itself and admins see. */
export type PrivateUserField = (typeof PRIVATE_USER_FIELDS)[number];

/** What a signed-in student sees of a teacher: its public profile, no contact, no account flags. */
export type PublicUser = Omit<User, PrivateUserField>;

/**
 * What a teacher sees of a student it has taught: who they are, nothing to reach them by and
 * nothing about when a child signs in.
 */
export interface StudentCard {
  _id: string;
  name: string;
  avatar: string | null;
  role: 'student';
}
