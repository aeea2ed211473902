import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_ROUTES, type RouteName } from '@app/shared/protocol';
import {
  API_CONTRACT,
  type RouteResult,
  type RouteSchemas,
} from '@app/shared/protocol/api-contract';
import { errors } from './response-schemas';

/** The API's Fastify instance, typed by zod schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schemas<N extends RouteName> = (typeof API_CONTRACT)[N];
type Parsed<S, K extends 'params' | 'query' | 'body'> = S extends {
  [P in K]: infer Z extends z.ZodType;
}
  ? z.output<Z>
  : undefined;

/** A request to route N, as its contract's schemas parsed it. */
export type ContractRequest<N extends RouteName> = FastifyRequest<{
  Params: Parsed<Schemas<N>, 'params'>;
  Querystring: Parsed<Schemas<N>, 'query'>;
  Body: Parsed<Schemas<N>, 'body'>;
}>;

/** Answers route N: the value returned is serialised through the route's response schema. */
export type ContractHandler<N extends RouteName> = (
  request: ContractRequest<N>,
  reply: FastifyReply,
) => Promise<RouteResult<N>>;

/** How a route is served besides its contract: hooks, limits, and its OpenAPI words. */
export interface ContractRouteOptions extends Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'preValidation' | 'config' | 'bodyLimit'
> {
  tags: string[];
  description?: string;
  /** Content types other than JSON it accepts (a multipart upload). */
  consumes?: string[];
}

/**
 * Serves route N of the shared contract: its method and path from API_ROUTES, its params,
 * query, body and response schemas from API_CONTRACT (validated in and serialised out by the
 * zod type provider), its success status, and the error statuses it declares.
 */
export function contractRoute<N extends RouteName>(
  app: ApiInstance,
  name: N,
  options: ContractRouteOptions,
  handler: ContractHandler<N>,
): void {
  const { method, path } = API_ROUTES[name];
  const schemas: RouteSchemas = API_CONTRACT[name];
  const status = schemas.status ?? 200;
  const { tags, description, consumes, ...hooks } = options;
  const response: Record<number, z.ZodType> = {
    [status]: schemas.response,
    ...errors(...schemas.errors),
  };
  app.route({
    method,
    url: path,
    ...hooks,
    schema: {
      tags,
      ...(description === undefined ? {} : { description }),
      ...(consumes === undefined ? {} : { consumes }),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      // The validator parsed params, query and body with the very schemas ContractRequest
      // names, so the request has the contract's types from here on.
      const result = await handler(request as ContractRequest<N>, reply);
      reply.code(status);
      return result;
    },
  });
}
