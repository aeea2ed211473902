import {
  isFieldErrorCode,
  type FieldError,
  type FieldErrorCode,
  type FieldErrorParams,
} from '@app/shared/protocol';

/** The parts of a zod issue read here (zod's own, or as fastify's validation error carries it). */
export interface IssueLike {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  params?: unknown;
}

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;

/** A refinement names its field code in `params.code` (e.g. `mismatch`). */
function customCode(params: unknown): FieldErrorCode {
  const code =
    typeof params === 'object' && params !== null && 'code' in params ? params.code : undefined;
  return isFieldErrorCode(code) ? code : 'invalid';
}

function codeAndParams(issue: IssueLike, absent: boolean): [FieldErrorCode, FieldErrorParams] {
  const min = numberOr(issue.minimum);
  const max = numberOr(issue.maximum);
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return [absent ? 'required' : 'invalid', {}];
    case 'too_small':
      if (text && min !== undefined && min <= 1) return ['required', {}];
      return [text ? 'too_short' : 'too_small', min === undefined ? {} : { min }];
    case 'too_big':
      return [text ? 'too_long' : 'too_big', max === undefined ? {} : { max }];
    case 'invalid_format':
      return [issue.format === 'email' ? 'invalid_email' : 'invalid', {}];
    case 'invalid_value':
      return ['invalid_option', {}];
    case 'custom':
      return [customCode(issue.params), {}];
    default:
      return ['invalid', {}];
  }
}

/** Reads the value at a path, to tell a missing field from a malformed one. */
function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

/** One refused field, from a zod issue and the input it was raised on. */
export function fieldErrorOf(issue: IssueLike, input: unknown): FieldError {
  const absent = valueAt(input, issue.path) === undefined;
  const [code, params] = codeAndParams(issue, absent);
  return { field: issue.path.map(String).join('.'), code, params };
}

/** An issue in English for logs and API users, as `field: message`. */
export function describeIssue(path: ReadonlyArray<PropertyKey>, message: string): string {
  return path.length ? `${path.map(String).join('.')}: ${message}` : message;
}
