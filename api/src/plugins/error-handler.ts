import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@app/shared/protocol';
import { describeIssue, fieldErrorOf } from '../lib/field-errors';
import { HttpError } from '../lib/http-error';
import { redisUnavailable } from '../lib/redis-unavailable';

// Fastify's own client errors, by its error code, as codes of our catalogue.
const FRAMEWORK_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_REQ_FILE_TOO_LARGE: 'uploads.too_large',
  FST_PARTS_LIMIT: 'request.invalid_multipart',
  FST_FILES_LIMIT: 'request.invalid_multipart',
  FST_FIELDS_LIMIT: 'request.invalid_multipart',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.invalid_multipart',
};

/** A status without a more precise framework code still gets a code of its own status. */
const STATUS_CODES: Record<number, ApiErrorCode> = {
  404: 'not_found',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'rate_limited',
};

const bodyOf = (code: ApiErrorCode, extra: Partial<ApiErrorBody> = {}): ApiErrorBody => ({
  code,
  message: API_ERRORS[code].message,
  ...extra,
});

/** The part of the request a validation error was raised on. */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * Every error leaves as `{ code, message, errors? }` (see @app/shared/protocol's error-codes.ts).
 * Anything that is not a client error is logged with its request id and answered with a bare
 * 500, so no stack trace or SQL ever reaches a client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof HttpError) {
        const extra = {
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.reason ? { reason: error.reason } : {}),
        };
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(bodyOf(error.code, { message: error.message, ...extra }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const input = validatedInput(request, error.validationContext);
        const issues = error.validation.map((issue) => ({
          ...issue.params,
          code: issue.keyword,
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        }));
        const errors = issues.map((issue) => fieldErrorOf(issue, input));
        const message = issues.map((issue) => describeIssue(issue.path, issue.message)).join(', ');
        return reply.code(400).send(bodyOf('validation.failed', { errors, message }));
      }
      const status = error.statusCode ?? 500;
      const framework = FRAMEWORK_CODES[error.code];
      // A framework error we name answers with our code's status, which the route's response
      // schema declares (the multipart parser says 413 for too many parts: we say 400).
      if (framework) return reply.code(API_ERRORS[framework].status).send(bodyOf(framework));
      if (status >= 400 && status < 500) {
        const code = STATUS_CODES[status] ?? 'request.invalid';
        return reply.code(status).send(bodyOf(code));
      }
      // The one place a store out of reach becomes a 503: no route catches it itself. nginx
      // counts the 503 against this replica and tries another where it may (api-locations.conf).
      if (redisUnavailable(error, app.redis)) {
        request.log.warn({ err: error, reqId: request.id }, 'redis unavailable');
        return reply.code(503).send(bodyOf('service.unavailable'));
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      return reply.code(500).send(
        bodyOf('server.error', {
          message: `${API_ERRORS['server.error'].message} (request ${request.id})`,
        }),
      );
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(
        bodyOf('not_found', {
          message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        }),
      );
    });
  },
  { name: 'error-handler' },
);
