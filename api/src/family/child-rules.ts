import { genderAllowed, type Gender } from '@app/shared/protocol';
import type { ChildRules } from './family-repository';

/** A Sheikh as a child's rules judge him: who he is and his gender (null: not said). */
export interface JudgedSheikh {
  id: string;
  gender: Gender | null;
}

/**
 * True when a guardian's rules let the child see and call this Sheikh: of the gender chosen
 * (a Sheikh who did not say is of neither) and, when the guardian named Sheikhs, among them.
 */
export function rulesAllow(rules: ChildRules, sheikh: JudgedSheikh): boolean {
  return (
    genderAllowed(rules.sheikhGender, sheikh.gender) &&
    (rules.allowedTeacherIds === null || rules.allowedTeacherIds.includes(sheikh.id))
  );
}
