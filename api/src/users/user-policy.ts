import { ADMIN_MANAGEABLE_ROLES, ROLES, type Role } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';

/** Roles whose accounts the actor may see in the admin list and manage (docs/product.md#roles). */
export function manageableRoles(actor: Pick<UserRow, 'role'>): readonly Role[] {
  if (actor.role === 'superadmin') return ROLES;
  if (actor.role === 'admin') return ADMIN_MANAGEABLE_ROLES;
  return [];
}

/** 403 unless the actor may create, edit, ban or delete accounts of that role. */
export function assertCanManage(actor: Pick<UserRow, 'role'>, role: Role): void {
  if (!manageableRoles(actor).includes(role)) throw apiError('auth.forbidden');
}

/** 403 when the change would lock the actor out: deactivating or demoting itself. */
export function assertNotSelfLockout(
  actor: Pick<UserRow, 'id' | 'role'>,
  target: Pick<UserRow, 'id'>,
  change: { active?: boolean | undefined; role?: Role | undefined },
): void {
  if (actor.id !== target.id) return;
  if (change.active === false) throw apiError('users.cannot_deactivate_self');
  if (change.role !== undefined && change.role !== actor.role) {
    throw apiError('users.cannot_change_own_role');
  }
}

/** 403 for deleting oneself or any superadmin. */
export function assertCanDelete(actor: Pick<UserRow, 'id' | 'role'>, target: UserRow): void {
  if (actor.id === target.id) throw apiError('users.cannot_delete_self');
  if (target.role === 'superadmin') throw apiError('users.cannot_delete_superadmin');
  assertCanManage(actor, target.role);
}
