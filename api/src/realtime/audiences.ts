import { ROLES, isAdminRole, type Role } from '@app/shared/protocol';

/** Who receives users lists: a role, or the anonymous landing page. */
export type Audience = Role | 'anonymous';

const VISIBLE: Record<Audience, readonly Role[]> = {
  anonymous: ['teacher'],
  student: ['teacher'],
  teacher: ['student'],
  // A guardian sees the Sheikhs, to choose those a child may call.
  guardian: ['teacher'],
  admin: ['teacher', 'guardian', 'student'],
  superadmin: ROLES,
};

/**
 * The roles an audience's list holds: students see teachers, teachers students (only those
 * they have taught, see presence.ts), admins the accounts they manage.
 */
export function visibleRoles(audience: Audience): readonly Role[] {
  return VISIBLE[audience];
}

/** The audiences whose lists hold users of this role. */
export function audiencesSeeing(role: Role): Audience[] {
  return (Object.keys(VISIBLE) as Audience[]).filter((audience) =>
    VISIBLE[audience].includes(role),
  );
}

/** Admins' lists carry whole accounts, contact details included. */
export function isAdminAudience(audience: Audience): boolean {
  return audience !== 'anonymous' && isAdminRole(audience);
}
