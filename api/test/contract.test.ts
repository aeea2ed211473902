import assert from 'node:assert/strict';
import { it } from 'node:test';
import { z } from 'zod';
import { API_ROUTES, type RouteName } from '@app/shared/protocol';
import { API_CONTRACT, type RouteSchemas } from '@app/shared/protocol/api-contract';
import { describeBackends, json } from './helpers/test-app';

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Routes the API serves outside the JSON contract: a stream, files, and operators' probes. */
const OUTSIDE_THE_CONTRACT = [
  'GET /health',
  'GET /health/ready',
  'GET /teachers/live',
  'GET /uploads/avatars/{file}',
  'GET /homework/{homeworkId}/submissions/{submissionId}/audio',
  'GET /meetings/admin/rooms/export.csv',
];

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
const ROUTE_NAMES = Object.keys(API_ROUTES) as RouteName[];

describeBackends('the REST contract', (ctx) => {
  it('the API serves every route of the shared contract, with its method, path and statuses', async () => {
    const doc = json<OpenApiDocument>(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    const missing: string[] = [];
    for (const name of ROUTE_NAMES) {
      const { method, path } = API_ROUTES[name];
      const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: ${method} ${path}`);
        continue;
      }
      const schemas: RouteSchemas = API_CONTRACT[name];
      const { status = 200, errors } = schemas;
      const declared = Object.keys(operation.responses ?? {}).sort();
      assert.deepEqual(declared, [status, ...errors].map(String).sort(), name);
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      assert.deepEqual(inPath.sort(), pathParameters(path).sort(), name);
    }
    assert.deepEqual(missing, []);
  });

  it('every JSON route the API documents is in the contract', async () => {
    const doc = json<OpenApiDocument>(await ctx.app.inject({ method: 'GET', url: '/docs/json' }));
    const contract = new Set(
      ROUTE_NAMES.map((name) => `${API_ROUTES[name].method} ${openApiPath(API_ROUTES[name].path)}`),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(
      documented.filter((route) => !contract.has(route) && !OUTSIDE_THE_CONTRACT.includes(route)),
      [],
    );
  });

  it('names each path parameter once, in the path and in the params schema alike', () => {
    for (const name of ROUTE_NAMES) {
      const { params }: RouteSchemas = API_CONTRACT[name];
      const keys = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      assert.deepEqual(keys, pathParameters(API_ROUTES[name].path).sort(), name);
    }
  });
});
