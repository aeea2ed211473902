/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { INITIAL_AUTH_STATE, authAtom, type AuthState } from '../../src/auth/auth-atoms';
import { isLogoutInProgress, logout } from '../../src/auth/logout';
import { setApiUrl } from '../../src/config/runtime-config';
import { socketHolder } from '../../src/socket/socket-holder';
import { appStore } from '../../src/state/store';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';
import { makeUser } from '../support/users';

let server: TestServer;
const signedIn: AuthState = {
  ...INITIAL_AUTH_STATE,
  user: makeUser({ _id: 'u7' }),
  isAuthenticated: true,
  isInitialized: true,
};

beforeAll(async () => {
  server = await startTestServer();
  setApiUrl(server.url);
  await socketHolder.load();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  appStore.set(authAtom, signedIn);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => socketHolder.disconnect());

describe('logout', () => {
  it('clears the session at once, posts the logout, then clears everything', async () => {
    let answer: (() => void) | undefined;
    server.route('POST', '/auth/logout', (_request, response: ServerResponse) => {
      answer = () => sendJson(response, 200, { data: { ok: true } });
    });
    const done = logout();
    expect(isLogoutInProgress()).toBe(true);
    expect(appStore.get(authAtom)).toEqual({
      ...signedIn,
      user: null,
      isAuthenticated: false,
      isLoading: true,
    });
    // The server holds its answer until the request is there (the first one in a process can
    // take longer than a fixed pause on a busy machine).
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isLogoutInProgress()).toBe(true);
    answer();
    await done;
    expect(server.requests.map((request) => request.path)).toEqual(['/auth/logout']);
    expect(appStore.get(authAtom)).toEqual(INITIAL_AUTH_STATE);
    expect(isLogoutInProgress()).toBe(false);
  });

  it('keeps the failure message and clears everything else', async () => {
    server.route('POST', '/auth/logout', (_request, response) =>
      sendJson(response, 503, { message: 'Sessions store unavailable' }),
    );
    await logout();
    expect(appStore.get(authAtom)).toEqual({
      ...INITIAL_AUTH_STATE,
      error: 'Sessions store unavailable',
    });
  });

  it('closes the socket', async () => {
    server.route('POST', '/auth/logout', (_request, response) => response.writeHead(204).end());
    socketHolder.connectAuthenticated();
    await logout();
    expect(socketHolder.current).toBeNull();
  });
});
