import type { z } from 'zod';
import { describeIssue, fieldErrorOf } from './field-errors';
import { ValidationError } from './http-error';

/** Parses with zod and answers 400 in the same shape as route-schema validation. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw new ValidationError(
    issues.map((issue) => fieldErrorOf(issue, value)),
    issues.map((issue) => describeIssue(issue.path, issue.message)).join(', '),
  );
}
