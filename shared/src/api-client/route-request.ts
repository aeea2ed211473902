import type { HttpMethod, RouteAddress } from '../protocol/api-routes/route-table';

/** What a route call carries, untyped: the typed form is RouteInput in the contract. */
export interface RouteCallInput {
  params?: object;
  query?: object;
  body?: unknown;
}

/** One request ready for fetch: method, path with its query, body. */
export interface RouteRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
}

const PARAMETER = /:([A-Za-z]\w*)/g;

function valueAt(record: object | undefined, key: string): unknown {
  return record ? Object.entries(record).find(([name]) => name === key)?.[1] : undefined;
}

function queryOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills a route's path parameters (encoded) and appends its query; a missing parameter throws. */
export function routeRequest(address: RouteAddress, input: RouteCallInput): RouteRequest {
  const path = address.path.replace(PARAMETER, (_, name: string) => {
    const value = valueAt(input.params, name);
    if (value === undefined || value === null || value === '') {
      throw new Error(`${address.method} ${address.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
  return { method: address.method, path: `${path}${queryOf(input.query)}`, body: input.body };
}
