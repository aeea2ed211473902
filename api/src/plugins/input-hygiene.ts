import fp from 'fastify-plugin';
import { apiError } from '../lib/http-error';

// NUL cannot be stored in a PostgreSQL text value, and a lone UTF-16 surrogate is not a
// character at all: it would be stored as U+FFFD, silently changing what the user sent.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Bodies are bounded (bodyLimit), so a walk of every value is short; the depth bound stops a
// deeply nested body from costing more than it is worth.
const MAX_DEPTH = 32;

/** Whether any string (key or value) inside holds text that cannot be stored as sent. */
export function hasBrokenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BROKEN_TEXT.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasBrokenText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => BROKEN_TEXT.test(key) || hasBrokenText(item, depth + 1),
  );
}

/**
 * Refuses, before any route sees it, input no route could store faithfully: NUL characters and
 * unpaired surrogates, in the path, the query or a JSON body. Such input is always a client
 * error (400), never a database error (500).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const body = Buffer.isBuffer(request.body) ? null : request.body;
      if (hasBrokenText(request.params) || hasBrokenText(request.query) || hasBrokenText(body)) {
        throw apiError('request.invalid_text');
      }
    });
  },
  { name: 'input-hygiene' },
);
