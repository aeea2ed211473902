import { setApiUrl } from '@app/shared';

/** A request the code under test sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
type Route = (request: SentRequest) => Reply;

const API = 'http://api.test';

/**
 * Answers the API client's fetch calls from per-test routes ("POST /users") and records what
 * was sent. jsdom has no fetch of its own, so this is the network the components see.
 */
export function installFakeApi(routes: Record<string, Route>): SentRequest[] {
  setApiUrl(API);
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = route ? route(request) : { status: 404, body: { message: 'No route' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}
