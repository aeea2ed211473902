/** Every role, highest privilege first. */
export const ROLES = ['superadmin', 'admin', 'teacher', 'guardian', 'student'] as const;

/**
 * A user's role; the interface shows `teacher` as "Sheikh". A guardian looks after children
 * (students) it is linked to and takes no lessons itself.
 */
export type Role = (typeof ROLES)[number];

/** Roles that reach the admin area (users management, rooms overview). */
export const ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies readonly Role[];

/** Roles an admin (not a superadmin) may create, edit, ban and delete. */
export const ADMIN_MANAGEABLE_ROLES = [
  'teacher',
  'guardian',
  'student',
] as const satisfies readonly Role[];

/** Roles a visitor may pick when registering. */
export const REGISTRABLE_ROLES = [
  'student',
  'teacher',
  'guardian',
] as const satisfies readonly Role[];

/** True when the role may use the admin area. */
export function isAdminRole(role: Role): boolean {
  return role === 'superadmin' || role === 'admin';
}
