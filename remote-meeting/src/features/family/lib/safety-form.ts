import {
  ALLOWED_SHEIKHS_MAX,
  genderAllowed,
  type ChildSafety,
  type SheikhGenderChoice,
} from '@app/shared';
import type { SafetyUpdate } from '../api/children-api';
import type { SheikhChoice } from '../api/sheikh-choices-api';

/** The safety settings form as the guardian edits it. */
export interface SafetyFormValues {
  sheikhGender: SheikhGenderChoice;
  /** Any approved Sheikh, or only the chosen ones. */
  sheikhs: 'any' | 'chosen';
  /** Kept while "any" is picked, so switching back does not lose the list. */
  chosen: SheikhChoice[];
  chatAllowed: boolean;
}

/** The form as a child's settings open it. */
export function safetyFormValues(safety: ChildSafety): SafetyFormValues {
  return {
    sheikhGender: safety.sheikhGender,
    sheikhs: safety.allowedTeachers === null ? 'any' : 'chosen',
    chosen: (safety.allowedTeachers ?? []).map(({ _id, name }) => ({ _id, name, gender: null })),
    chatAllowed: safety.chatAllowed,
  };
}

/** The body the form saves: the chosen Sheikhs only when the list is what limits the child. */
export function safetyUpdate(values: SafetyFormValues): SafetyUpdate {
  return {
    sheikhGender: values.sheikhGender,
    allowedTeacherIds:
      values.sheikhs === 'chosen' ? values.chosen.map((sheikh) => sheikh._id) : null,
    chatAllowed: values.chatAllowed,
  };
}

/** Why the form cannot be saved: an empty list would leave the child nobody to call. */
export type SafetyProblem = 'chooseOne' | 'tooMany';

export function safetyProblem(values: SafetyFormValues): SafetyProblem | null {
  if (values.sheikhs !== 'chosen') return null;
  if (values.chosen.length === 0) return 'chooseOne';
  return values.chosen.length > ALLOWED_SHEIKHS_MAX ? 'tooMany' : null;
}

/** Whether saving would change anything (Save waits for a change). */
export function safetyChanged(saved: ChildSafety, values: SafetyFormValues): boolean {
  const before = safetyUpdate(safetyFormValues(saved));
  const after = safetyUpdate(values);
  const ids = (list: string[] | null) => (list === null ? null : [...list].sort().join(','));
  return (
    before.sheikhGender !== after.sheikhGender ||
    before.chatAllowed !== after.chatAllowed ||
    ids(before.allowedTeacherIds) !== ids(after.allowedTeacherIds)
  );
}

/**
 * The Sheikhs the picker offers: those the gender choice lets through (a Sheikh who does not
 * say is left out of a gender limit, as the server does), plus any already chosen, by name.
 */
export function sheikhOptions(
  sheikhs: readonly SheikhChoice[],
  gender: SheikhGenderChoice,
  chosen: readonly SheikhChoice[],
  language: string,
): SheikhChoice[] {
  const offered = sheikhs.filter((sheikh) => genderAllowed(gender, sheikh.gender));
  const missing = chosen.filter((sheikh) => !offered.some((entry) => entry._id === sheikh._id));
  return [...offered, ...missing].sort((a, b) => a.name.localeCompare(b.name, language));
}
