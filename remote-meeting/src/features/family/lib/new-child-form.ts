import {
  BIRTH_YEAR_MIN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTER_NAME_MIN,
  USERNAME_MAX,
  USERNAME_PATTERN,
  type FieldError,
  type NewChild,
} from '@app/shared';

/** The "Add a child" form as typed. */
export interface NewChildValues {
  name: string;
  username: string;
  password: string;
  confirmPassword: string;
  birthYear: string;
}

export type NewChildField = keyof NewChildValues;

export const NEW_CHILD_FIELDS: readonly NewChildField[] = [
  'name',
  'username',
  'password',
  'confirmPassword',
  'birthYear',
];

export const EMPTY_NEW_CHILD: NewChildValues = {
  name: '',
  username: '',
  password: '',
  confirmPassword: '',
  birthYear: '',
};

/** The username as the server keeps it: the sign-in name is not case-sensitive. */
export const normalisedUsername = (text: string) => text.trim().toLowerCase();

const problem = (field: NewChildField, code: FieldError['code'], params = {}): FieldError => ({
  field,
  code,
  params,
});

function nameProblem(text: string): FieldError | null {
  const name = text.trim();
  if (!name) return problem('name', 'required');
  if (name.length < REGISTER_NAME_MIN)
    return problem('name', 'too_short', { min: REGISTER_NAME_MIN });
  if (name.length > NAME_MAX) return problem('name', 'too_long', { max: NAME_MAX });
  return null;
}

function usernameProblem(text: string): FieldError | null {
  const username = normalisedUsername(text);
  if (!username) return problem('username', 'required');
  if (username.length > USERNAME_MAX) return problem('username', 'too_long', { max: USERNAME_MAX });
  return USERNAME_PATTERN.test(username) ? null : problem('username', 'invalid');
}

/** The checks of a new password and its confirmation, shared by every password form here. */
export function passwordProblems(
  password: string,
  confirmPassword: string,
): { password?: FieldError; confirmPassword?: FieldError } {
  const problems: { password?: FieldError; confirmPassword?: FieldError } = {};
  if (!password) problems.password = problem('password', 'required');
  else if (password.length < PASSWORD_MIN)
    problems.password = problem('password', 'too_short', { min: PASSWORD_MIN });
  else if (password.length > PASSWORD_MAX)
    problems.password = problem('password', 'too_long', { max: PASSWORD_MAX });
  if (!confirmPassword) problems.confirmPassword = problem('confirmPassword', 'required');
  else if (confirmPassword !== password)
    problems.confirmPassword = problem('confirmPassword', 'mismatch');
  return problems;
}

function birthYearProblem(text: string, today: Date): FieldError | null {
  const trimmed = text.trim();
  if (!trimmed) return problem('birthYear', 'required');
  const year = Number(trimmed);
  if (!Number.isInteger(year)) return problem('birthYear', 'invalid');
  if (year < BIRTH_YEAR_MIN) return problem('birthYear', 'too_small', { min: BIRTH_YEAR_MIN });
  const thisYear = today.getUTCFullYear();
  if (year > thisYear) return problem('birthYear', 'too_big', { max: thisYear });
  return null;
}

/** What the form refuses before sending, by field (the server checks the same again). */
export function newChildProblems(
  values: NewChildValues,
  today: Date,
): Partial<Record<NewChildField, FieldError>> {
  const found: Partial<Record<NewChildField, FieldError | null>> = {
    name: nameProblem(values.name),
    username: usernameProblem(values.username),
    ...passwordProblems(values.password, values.confirmPassword),
    birthYear: birthYearProblem(values.birthYear, today),
  };
  return Object.fromEntries(Object.entries(found).filter(([, error]) => error));
}

/** The body of `POST /family/children`; the confirmation stays in the form. */
export function newChildBody(values: NewChildValues): NewChild {
  return {
    name: values.name.trim(),
    username: normalisedUsername(values.username),
    password: values.password,
    birthYear: Number(values.birthYear.trim()),
  };
}
