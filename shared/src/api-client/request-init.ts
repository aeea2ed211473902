import type { HttpMethod } from '../protocol/api-routes/route-table';

/** Per-call options of the API client. */
export interface RequestOptions {
  /** Sent as a bearer Authorization header when given. */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type { HttpMethod } from '../protocol/api-routes/route-table';

/**
 * The fetch options of one call. The JSON content type goes only on calls that carry a JSON
 * body: Fastify rejects an empty body declared as JSON, and a bodiless GET stays free of it.
 */
export function requestInit(
  method: HttpMethod,
  body: unknown,
  options: RequestOptions,
): RequestInit {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (body === undefined) return init;
  // The browser writes the multipart boundary into the content type itself, and a Blob's
  // content type is its own type (a recording's `audio/webm;codecs=opus`).
  if (body instanceof FormData || body instanceof Blob) return { ...init, body };
  headers.set('Content-Type', 'application/json');
  return { ...init, body: JSON.stringify(body) };
}
