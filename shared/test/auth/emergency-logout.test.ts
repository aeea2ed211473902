/** @jest-environment node */
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { emergencyLogout } from '../../src/auth/auth-actions';
import { setApiUrl } from '../../src/config/runtime-config';
import { socketHolder } from '../../src/socket/socket-holder';
import { usersListAtom } from '../../src/socket/users-list-atom';
import { appStore } from '../../src/state/store';
import {
  disconnectionOf,
  startSocketTestServer,
  type SocketTestServer,
} from '../support/socket-test-server';
import { makeListedUser, makeUser } from '../support/users';

let server: SocketTestServer;

beforeAll(async () => {
  server = await startSocketTestServer();
  setApiUrl(server.url);
});
afterAll(() => server.close());

it('emergency logout clears everything and closes the live socket', async () => {
  const user = makeUser();
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    user,
    isAuthenticated: true,
    isInitialized: true,
  });
  appStore.set(usersListAtom, [makeListedUser({ _id: 'other' })]);
  socketHolder.connectAuthenticated();
  const serverSide = await server.nextConnection();
  const gone = disconnectionOf(serverSide);

  emergencyLogout();

  await expect(gone).resolves.toBeDefined();
  expect(socketHolder.current).toBeNull();
  expect(appStore.get(authAtom)).toEqual(INITIAL_AUTH_STATE);
  expect(appStore.get(usersListAtom)).toEqual([]);
});
