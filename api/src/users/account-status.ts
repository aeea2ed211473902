import type { AccountStatus, Role } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { apiError, type HttpError } from '../lib/http-error';

/** What an admin (or a sign-up) does to an account's status. */
export type AccountAction = 'approve' | 'reject' | 'ban' | 'reactivate';

/**
 * The account lifecycle. An applicant (pending) is approved or rejected; a rejected applicant
 * may still be approved later; an admin bans any account and reactivates a banned one. A pair
 * missing here is not a transition.
 */
const TRANSITIONS: Record<AccountStatus, Partial<Record<AccountAction, AccountStatus>>> = {
  pending: { approve: 'active', reject: 'rejected', ban: 'banned' },
  rejected: { approve: 'active', ban: 'banned' },
  active: { ban: 'banned' },
  banned: { reactivate: 'active' },
};

/** The status after the action, or null when the action does not apply to this status. */
export function nextStatus(status: AccountStatus, action: AccountAction): AccountStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

/** A student is admitted at once; a teacher is vetted by an admin first. */
export function statusAtSignUp(role: Role): AccountStatus {
  return role === 'teacher' ? 'pending' : 'active';
}

/** Why a correct password still does not sign the account in; null when it may sign in. */
export function loginRefusal(user: Pick<UserRow, 'status' | 'statusReason'>): HttpError | null {
  switch (user.status) {
    case 'active':
      return null;
    case 'pending':
      return apiError('auth.account_pending');
    case 'rejected':
      return apiError(
        'auth.account_rejected',
        user.statusReason ? { reason: user.statusReason } : {},
      );
    case 'banned':
      return apiError('auth.account_banned');
  }
}
