import type { ChildSafety, FamilyStanding, Role } from '@app/shared';

// What a student's guardians decided, as the student's screens apply it. The server enforces
// every rule; these only explain them and keep controls that would be refused from looking
// usable. Pure, so the rules are tested without a screen.

/** Why the signed-in user may not call a Sheikh now. */
export interface CallBlock {
  reason: 'consent';
  /** Where the consent link went last; null when none was sent. */
  consentEmail: string | null;
}

/**
 * The one decision whether a student's Call buttons work: a minor waits for a guardian's
 * consent. Unknown (not asked yet, or the question failed) counts as allowed: the server
 * refuses such a call anyway, and the refusal is shown with its reason.
 */
export function callBlockOf(
  role: Role | undefined,
  standing: FamilyStanding | undefined,
): CallBlock | null {
  if (role !== 'student' || !standing?.consentNeeded) return null;
  return { reason: 'consent', consentEmail: standing.consentEmail };
}

/** Whether the user may write in a lesson's chat: a guardian may turn it off for a child. */
export function chatAllowedFor(role: Role | undefined, standing: FamilyStanding | undefined) {
  return role !== 'student' || (standing?.safety.chatAllowed ?? true);
}

/** A limit a guardian put on the Sheikhs a child sees. */
export type SheikhListLimit = 'female' | 'male' | 'chosen';

/** The limits the Sheikh list explains (the server already left the others out of it). */
export function sheikhListLimits(safety: ChildSafety | undefined): SheikhListLimit[] {
  if (!safety) return [];
  const limits: SheikhListLimit[] = [];
  if (safety.sheikhGender !== 'any') limits.push(safety.sheikhGender);
  if (safety.allowedTeachers !== null) limits.push('chosen');
  return limits;
}
