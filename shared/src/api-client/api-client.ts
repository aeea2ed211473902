import { getApiUrl } from '../config/runtime-config';
import { API_ROUTES, type RouteName } from '../protocol/api-routes';
import type { RouteInput, RouteResponse } from '../protocol/api-contract';
import { readResponse } from './read-response';
import { requestInit, type HttpMethod, type RequestOptions } from './request-init';
import { routeRequest, type RouteCallInput } from './route-request';
import { documentHasCookies, singleFlight } from './session-refresh';

/** The session renewal endpoint; never itself renewed. */
export const REFRESH_PATH = API_ROUTES['auth.refresh'].path;

/** The API as the apps call it. */
export interface ApiClient {
  /**
   * Calls a route of the API by name; what it sends and answers are the route's contract
   * (`@app/shared/protocol/api-contract`), so a wrong body or a misread answer does not compile.
   */
  call<N extends RouteName>(name: N, ...args: CallArguments<N>): Promise<RouteResponse<N>>;
  /** Any path, answered untyped: for what is not a JSON route (and for tests of the client). */
  request(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<unknown>;
}

/** A route's input may be left out when it has nothing required. */
export type CallArguments<N extends RouteName> =
  Record<string, never> extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: RequestOptions]
    : [input: RouteInput<N>, options?: RequestOptions];

/** Where a client sends its calls and how it learns whether a session might exist. */
export interface ApiClientConfig {
  baseUrl: () => string;
  hasCookies: () => boolean;
}

/** Builds a client; the app uses `apiClient`, tests point one at a local server. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const send = (method: HttpMethod, path: string, body: unknown, options: RequestOptions) =>
    fetch(`${config.baseUrl()}${path}`, requestInit(method, body, options));

  const refreshSession = singleFlight(async () =>
    readResponse(await send('POST', REFRESH_PATH, undefined, {})),
  );

  async function request(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions = {},
    isRetry = false,
  ): Promise<unknown> {
    const response = await send(method, path, body, options);
    const mayRenew = response.status === 401 && !isRetry && path !== REFRESH_PATH;
    if (mayRenew && config.hasCookies() && (await refreshSession())) {
      await response.body?.cancel();
      return request(method, path, body, options, true);
    }
    return readResponse(response);
  }

  return {
    request: (method, path, body, options) => request(method, path, body, options),
    call: async <N extends RouteName>(name: N, ...[input, options]: CallArguments<N>) => {
      // Widened once: checking RouteInput<N> for every route at once exceeds the compiler's
      // union limit, and the untyped form is all routeRequest reads.
      const sent = routeRequest(API_ROUTES[name], (input as RouteCallInput | undefined) ?? {});
      // The server serialised this answer through the route's response schema.
      return (await request(sent.method, sent.path, sent.body, options)) as RouteResponse<N>;
    },
  };
}

/** The page's API client: calls go to `getApiUrl()` with the session cookies. */
export const apiClient = createApiClient({ baseUrl: getApiUrl, hasCookies: documentHasCookies });
