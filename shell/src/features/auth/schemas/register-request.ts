import { CONDUCT_VERSION, type RegisterRequest } from '@app/shared';
import { birthYearOf, needsGuardian, type MinorRule } from './minor-rule';
import type { RegisterValues } from './register-schema';

/**
 * The register body from the form: a teacher's acceptance of the code of conduct in force, a
 * student's birth year, and a minor's guardian email; a field another role does not use is left
 * out, even if it was filled before the role changed.
 */
export function registerRequestOf(values: RegisterValues, rule: MinorRule): RegisterRequest {
  const bio = values.bio.trim();
  const birthYear = values.role === 'student' ? birthYearOf(values.birthYear, rule.today) : null;
  return {
    name: values.name.trim(),
    contact: values.contact.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    role: values.role,
    ...(bio ? { bio } : {}),
    ...(values.role === 'teacher' ? { acceptedConduct: CONDUCT_VERSION } : {}),
    ...(birthYear !== null ? { birthYear } : {}),
    ...(needsGuardian(values, rule) ? { guardianEmail: values.guardianEmail.trim() } : {}),
  };
}
