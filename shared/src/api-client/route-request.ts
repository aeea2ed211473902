import type { HttpMethod, RouteAddress } from '../protocol/api-routes/route-table';

/** What a route call carries, untyped: the typed form is RouteInput in the contract. */
export interface RouteCallInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** One request ready for fetch: method, path with its query, body. */
export interface RouteRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
}

const PARAMETER = /:([A-Za-z]\w*)/g;

function queryOf(query: RouteCallInput['query']): string {
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
    // Own properties only: a parameter named like an Object method must not read the prototype.
    const value =
      input.params && Object.hasOwn(input.params, name) ? input.params[name] : undefined;
    if (value === undefined || value === null || value === '') {
      throw new Error(`${address.method} ${address.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
  return { method: address.method, path: `${path}${queryOf(input.query)}`, body: input.body };
}
