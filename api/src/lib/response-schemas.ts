import { z } from 'zod';
import {
  API_ERRORS,
  codesWithStatus,
  FIELD_ERROR_CODES,
  type ApiErrorStatus,
} from '@app/shared/protocol';

export { dataOf } from '@app/shared/protocol/api-contract';

const fieldErrorSchema = z
  .object({
    field: z.string(),
    code: z.enum(FIELD_ERROR_CODES),
    params: z.object({ min: z.number().optional(), max: z.number().optional() }),
  })
  .meta({ id: 'FieldError' });

// 500 and 503 may follow any call: a route's document lists only what it refuses itself.
type ClientErrorStatus = Exclude<ApiErrorStatus, 500 | 503>;

/** The body of an error answer with this status: its `code` is one of that status's codes. */
function errorSchemaFor(status: ClientErrorStatus) {
  const codes = codesWithStatus(status);
  if (codes.length === 0) throw new Error(`No error code has status ${status}`);
  return z
    .object({
      code: z.enum(codes),
      message: z.string(),
      errors: z.array(fieldErrorSchema).optional(),
      reason: z.string().optional(),
    })
    .meta({
      id: `Error${status}`,
      description: codes.map((code) => `\`${code}\`: ${API_ERRORS[code].message}`).join('\n\n'),
    });
}

const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 416, 429] as const;
const errorSchemas = Object.fromEntries(
  ERROR_STATUSES.map((status) => [status, errorSchemaFor(status)]),
);

/**
 * Error responses a route may give, for the OpenAPI document: each status lists the codes of
 * the shared catalogue (@app/shared/protocol, error-codes.ts) it is answered with.
 */
export function errors<S extends (typeof ERROR_STATUSES)[number]>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchemas[status]])) as Record<
    S,
    ReturnType<typeof errorSchemaFor>
  >;
}
