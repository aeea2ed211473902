import { HOLIDAY_NAME_MAX, type TFunction } from '@app/shared';
import type { HoursField, HoursProblem, HoursProblems, RowProblem } from './hours-problems';

/**
 * The problems to show now: a blank is not a mistake while the Sheikh is still filling the
 * form in, so it shows only once a save was tried; a wrong value shows as soon as it is typed.
 */
export function shownProblems(problems: HoursProblems, attempted: boolean): HoursProblems {
  if (attempted) return problems;
  const rows = Object.fromEntries(
    Object.entries(problems.rows).filter(([, found]) => found.problem !== 'required'),
  );
  return { ...problems, timeZone: null, rows };
}

/** Whether a row's problem is about this field. */
export function marks(problem: RowProblem | undefined, field: HoursField): boolean {
  return problem?.fields.includes(field) ?? false;
}

/** A problem in the reader's language: a server rule in the server's own words. */
export function problemText(t: TFunction, problem: HoursProblem): string {
  switch (problem) {
    case 'required':
      return t('teachingHours.problems.required');
    case 'lengthRequired':
      return t('teachingHours.problems.lengthRequired');
    case 'nameTooLong':
      return t('teachingHours.problems.nameTooLong', { count: HOLIDAY_NAME_MAX });
    default:
      return t(`common:apiErrors.${problem}`);
  }
}
