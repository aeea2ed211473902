import { z } from 'zod';
import type { ApiErrorStatus } from '../error-codes';
import type { RouteTable } from '../api-routes/route-table';

/** The success statuses a route may answer with; 204 answers no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * The error statuses a route declares; 500 and 503 (a store out of reach) may follow any call
 * and are not listed.
 */
export type RefusalStatus = Exclude<ApiErrorStatus, 500 | 503>;

/**
 * What one route takes and answers. The server validates `params`, `query` and `body` with
 * these schemas and serialises its answer through `response`; clients derive their call's types
 * from the same schemas, so neither side can drift from the other.
 */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart form the handler reads itself (a file upload); the client sends FormData. */
  multipart?: true;
  /**
   * A file sent as the body itself, of one of these content types, which the handler streams
   * (a recording); the client sends a Blob of that type.
   */
  rawBody?: readonly string[];
  /** 200 when not given. */
  status?: SuccessStatus;
  response: z.ZodType;
  /** The error statuses it may answer with; each carries a code of that status (error-codes.ts). */
  errors: readonly RefusalStatus[];
}

/** A domain's contract: exactly one entry per route of its table. */
export type ContractFor<T extends RouteTable> = { readonly [N in keyof T]: RouteSchemas };

/** `{ data: T }`, the envelope of most answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The answer of a 204: no body. */
export const noContent = z.null().describe('No content');
