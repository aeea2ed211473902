/** @jest-environment node */
import { createApiClient, REFRESH_PATH } from '../../src/api-client/api-client';
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { PROFILE_PATH, startSession } from '../../src/auth/session-start';
import { appStore } from '../../src/state/store';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';

// Session start against a real HTTP server, through the real API client: the access token has
// expired (the profile answers 401) while the refresh cookie is still good.
let server: TestServer;
let accessValid: boolean;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  accessValid = false;
  appStore.set(authAtom, INITIAL_AUTH_STATE);
  server.route('GET', PROFILE_PATH, (_request, response) =>
    accessValid
      ? sendJson(response, 200, { data: { _id: 'u1', name: 'Amina', role: 'student' } })
      : sendJson(response, 401, { message: 'Session expired' }),
  );
});

const client = () => createApiClient({ baseUrl: () => server.url, hasCookies: () => true });
const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);

const start = () =>
  startSession({
    fetchProfile: () => client().call('auth.profile'),
    hasSessionMarker: () => true,
  });

describe('startSession with an expired access token', () => {
  it('restores the session through one refresh and one retry of the profile', async () => {
    server.route('POST', REFRESH_PATH, (_request, response) => {
      accessValid = true;
      sendJson(response, 200, { data: { ok: true } });
    });
    await start();
    expect(calls()).toEqual([`GET ${PROFILE_PATH}`, `POST ${REFRESH_PATH}`, `GET ${PROFILE_PATH}`]);
    expect(appStore.get(authAtom)).toMatchObject({
      user: { _id: 'u1' },
      isAuthenticated: true,
      isInitialized: true,
      isLoading: false,
    });
  });

  it('settles signed out, with no further attempt, when the refresh is refused too', async () => {
    server.route('POST', REFRESH_PATH, (_request, response) =>
      sendJson(response, 401, { message: 'No session' }),
    );
    await start();
    expect(calls()).toEqual([`GET ${PROFILE_PATH}`, `POST ${REFRESH_PATH}`]);
    expect(appStore.get(authAtom)).toMatchObject({
      user: null,
      isAuthenticated: false,
      isInitialized: true,
      isLoading: false,
    });
  });
});
