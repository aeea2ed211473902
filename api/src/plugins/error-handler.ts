import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@app/shared/protocol';
import { HttpError, ValidationError } from '../lib/http-error';

// Fastify's own client errors whose text is not meant for users.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request',
};

/**
 * Every error leaves as `{ message, zodMessage? }`. Client errors keep a readable message;
 * anything else is logged with its request id and answered with a bare 500, so no stack
 * trace or SQL ever reaches a client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof ValidationError) {
        return reply.code(400).send({ message: error.message, zodMessage: error.zodMessage });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const zodMessage = error.validation.map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const message = issue.message ?? 'Invalid value';
          return where ? `${where}: ${message}` : message;
        });
        const body: ApiErrorBody = {
          message: error.validation[0]?.message ?? 'Invalid request',
          zodMessage,
        };
        return reply.code(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          FRAMEWORK_MESSAGES[error.code] ?? (error.code ? 'Invalid request' : error.message);
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      return reply.code(500).send({ message: `Internal server error (request ${request.id})` });
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'error-handler' },
);
