import { z } from 'zod';

/** `{ data: T }` envelope. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Body of every error answer. */
export const errorSchema = z
  .object({ message: z.string(), zodMessage: z.array(z.string()).optional() })
  .meta({ id: 'Error' });

/** Error responses a route may give, for the OpenAPI document. */
export function errors(...codes: Array<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429>) {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<
    (typeof codes)[number],
    typeof errorSchema
  >;
}
