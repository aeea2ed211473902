import { getApiUrl } from '../config/runtime-config';
import { readResponse } from './read-response';
import { requestInit, type HttpMethod, type RequestOptions } from './request-init';
import { documentHasCookies, singleFlight } from './session-refresh';

/** The session renewal endpoint; never itself renewed. */
export const REFRESH_PATH = '/auth/refresh';

/** Where a client sends its calls and how it learns whether a session might exist. */
export interface ApiClientConfig {
  baseUrl: () => string;
  hasCookies: () => boolean;
}

/** A typed client on fetch. Each helper resolves the parsed body (null for 204). */
export interface ApiClient {
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = null>(path: string, options?: RequestOptions): Promise<T>;
}

/** Builds a client; the app uses `apiClient`, tests point one at a local server. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const send = (method: HttpMethod, path: string, body: unknown, options: RequestOptions) =>
    fetch(`${config.baseUrl()}${path}`, requestInit(method, body, options));

  const refreshSession = singleFlight(async () =>
    readResponse(await send('POST', REFRESH_PATH, undefined, {})),
  );

  async function call(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions,
    isRetry: boolean,
  ): Promise<unknown> {
    const response = await send(method, path, body, options);
    const mayRenew = response.status === 401 && !isRetry && path !== REFRESH_PATH;
    if (mayRenew && config.hasCookies() && (await refreshSession())) {
      await response.body?.cancel();
      return call(method, path, body, options, true);
    }
    return readResponse(response);
  }

  const request = <T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) =>
    call(method, path, body, options ?? {}, false) as Promise<T>;

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}

/** The page's API client: calls go to `getApiUrl()` with the session cookies. */
export const apiClient = createApiClient({ baseUrl: getApiUrl, hasCookies: documentHasCookies });
