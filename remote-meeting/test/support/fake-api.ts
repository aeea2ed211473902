import { setApiUrl } from '@app/shared';

/** A request the page sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a fake route answers: a status and, unless it is 204, a JSON body. */
export interface Reply {
  status: number;
  body?: unknown;
}

/** A route's answer, fixed or worked out from the request. */
export type Route = Reply | ((request: SentRequest) => Reply);

/** The API's answer to a refusal, as its error handler sends it. */
export const refusal = (status: number, code: string, errors: unknown[] = []): Reply => ({
  status,
  body: { code, message: `refused: ${code}`, ...(errors.length > 0 ? { errors } : {}) },
});

/** A reply as fetch hands it to the API client: JSON, whatever the status. */
export function jsonResponse(reply: Reply): Response {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return {
    status: reply.status,
    ok: reply.status >= 200 && reply.status < 300,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
    body: null,
  } as unknown as Response;
}

/**
 * Answers the API client's fetch from these routes, keyed "METHOD /path" (jsdom has no network),
 * through the client's real request and error code; records every request. A route not listed
 * answers 404, so a call the test did not expect shows in `sent` and fails the page.
 */
export function fakeApi(routes: Record<string, Route>): SentRequest[] {
  setApiUrl('http://api.test');
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply =
      typeof route === 'function' ? route(request) : (route ?? refusal(404, 'not_found'));
    return jsonResponse(reply);
  }) as typeof fetch;
  return sent;
}
