/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where one route lives: its method and its path, with `:name` for each path parameter. */
export interface RouteAddress {
  method: HttpMethod;
  path: `/${string}`;
}

/** A domain's routes by name (`domain.verb`). */
export type RouteTable = Record<string, RouteAddress>;
