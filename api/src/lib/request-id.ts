import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id looks like (nginx's $request_id is 32 hex digits; others use UUIDs): a
// stranger's header is taken only in that shape, so it cannot forge log lines or grow them.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of one HTTP request or socket connection: the proxy's `X-Request-Id` when it sent a
 * well-formed one (so nginx's access log and the API's lines share it), else a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED.test(value) ? value : randomUUID();
}
