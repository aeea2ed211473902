import { ROLES, isAdminRole, type Role } from '@app/shared/protocol';

/** Who receives users lists: a role, or the anonymous landing page. */
export type Audience = Role | 'anonymous';

const VISIBLE: Record<Audience, readonly Role[]> = {
  anonymous: ['teacher'],
  student: ['teacher'],
  teacher: ['student'],
  admin: ['teacher', 'student'],
  superadmin: ROLES,
};

/** The roles an audience's list holds (students see teachers, teachers students). */
export function visibleRoles(audience: Audience): readonly Role[] {
  return VISIBLE[audience];
}

/** The audiences whose lists hold users of this role. */
export function audiencesSeeing(role: Role): Audience[] {
  return (Object.keys(VISIBLE) as Audience[]).filter((audience) =>
    VISIBLE[audience].includes(role),
  );
}

/** How much of a user an audience gets: public (no email/phone), member (email), or admin. */
export type FieldLevel = 'public' | 'member' | 'admin';

export function fieldLevel(audience: Audience): FieldLevel {
  if (audience === 'anonymous') return 'public';
  return isAdminRole(audience) ? 'admin' : 'member';
}
