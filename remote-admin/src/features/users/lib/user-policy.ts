import { ADMIN_MANAGEABLE_ROLES, ROLES, type Role, type User } from '@app/shared';

/**
 * The client's copy of docs/product.md#roles (the server decides; this only keeps the screen from
 * offering what the server would refuse, and says why).
 */
export function manageableRoles(actor: Role): readonly Role[] {
  if (actor === 'superadmin') return ROLES;
  if (actor === 'admin') return ADMIN_MANAGEABLE_ROLES;
  return [];
}

/** Why an action on an account is not offered; each is a `users.refusals.*` text. */
export type Refusal =
  'cannotDeactivateSelf' | 'cannotDeleteSelf' | 'cannotDeleteSuperadmin' | 'forbidden';

type Person = Pick<User, '_id' | 'role'>;

const manages = (actor: Person, target: Person) =>
  manageableRoles(actor.role).includes(target.role);

export function editRefusal(actor: Person, target: Person): Refusal | null {
  return manages(actor, target) ? null : 'forbidden';
}

/** Banning or unbanning: never oneself (an inactive self could not be here anyway). */
export function toggleRefusal(actor: Person, target: Person): Refusal | null {
  if (actor._id === target._id) return 'cannotDeactivateSelf';
  return editRefusal(actor, target);
}

export function deleteRefusal(actor: Person, target: Person): Refusal | null {
  if (actor._id === target._id) return 'cannotDeleteSelf';
  if (target.role === 'superadmin') return 'cannotDeleteSuperadmin';
  return editRefusal(actor, target);
}
