import { GUARDIANS_PER_CHILD_MAX, type GuardianLink, type User } from '@app/shared';

/**
 * The accounts an admin may link as a student's guardian: guardian accounts not linked to it
 * already. The users list holds every role; only a guardian account can be linked.
 */
export function guardianChoices(
  accounts: readonly User[],
  linked: readonly GuardianLink[],
): User[] {
  const linkedIds = new Set(linked.map((guardian) => guardian._id));
  return accounts.filter((account) => account.role === 'guardian' && !linkedIds.has(account._id));
}

/** True while the student has room for another guardian. */
export function canLinkAnother(linked: readonly GuardianLink[]): boolean {
  return linked.length < GUARDIANS_PER_CHILD_MAX;
}
