/** @jest-environment node */
import { createApiClient, REFRESH_PATH } from '../../src/api-client/api-client';
import { ApiError } from '../../src/api-client/api-error';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;
let cookiesPresent: boolean;
let sessionValid: boolean;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cookiesPresent = true;
  sessionValid = false;
  server.route('GET', '/auth/profile', (_request, response) =>
    sessionValid
      ? sendJson(response, 200, { data: { _id: 'u1' } })
      : sendJson(response, 401, { message: 'Session expired' }),
  );
});

const client = () =>
  createApiClient({ baseUrl: () => server.url, hasCookies: () => cookiesPresent });
const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);

function refreshAnswers(status: number, delayMs = 0) {
  server.route('POST', REFRESH_PATH, (_request, response) => {
    setTimeout(() => {
      if (status === 200) sessionValid = true;
      sendJson(
        response,
        status,
        status === 200 ? { data: { ok: true } } : { message: 'No session' },
      );
    }, delayMs);
  });
}

describe('session renewal on 401', () => {
  it('refreshes once and retries the original request', async () => {
    refreshAnswers(200);
    await expect(client().call('auth.profile')).resolves.toEqual({ data: { _id: 'u1' } });
    expect(calls()).toEqual(['GET /auth/profile', 'POST /auth/refresh', 'GET /auth/profile']);
  });

  it('retries only once: a 401 on the retry is the final answer', async () => {
    server.route('POST', REFRESH_PATH, (_request, response) => sendJson(response, 200, {}));
    await expect(client().call('auth.profile')).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['GET /auth/profile', 'POST /auth/refresh', 'GET /auth/profile']);
  });

  it('gives back the original 401 when the refresh fails, without retrying', async () => {
    refreshAnswers(401);
    const error: unknown = await client()
      .call('auth.profile')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(calls()).toEqual(['GET /auth/profile', 'POST /auth/refresh']);
  });

  it('skips the refresh when the page has no cookies', async () => {
    refreshAnswers(200);
    cookiesPresent = false;
    await expect(client().call('auth.profile')).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['GET /auth/profile']);
  });

  it('never renews the refresh call itself', async () => {
    refreshAnswers(401);
    await expect(client().call('auth.refresh')).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['POST /auth/refresh']);
  });

  it('shares one refresh between parallel 401s', async () => {
    refreshAnswers(200, 50);
    const api = client();
    const results = await Promise.all([1, 2, 3].map(() => api.call('auth.profile')));
    expect(results).toEqual(Array(3).fill({ data: { _id: 'u1' } }));
    expect(calls().filter((call) => call === 'POST /auth/refresh')).toHaveLength(1);
    expect(calls()).toHaveLength(7);
  });

  it('refreshes again for a later, separate expiry', async () => {
    refreshAnswers(200);
    const api = client();
    await api.call('auth.profile');
    sessionValid = false;
    await api.call('auth.profile');
    expect(calls().filter((call) => call === 'POST /auth/refresh')).toHaveLength(2);
  });
});
