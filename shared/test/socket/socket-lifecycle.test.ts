/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// A page (window, navigator) talking to a real socket.io server: the server side needs the
// Node builds of ws and engine.io, which jsdom's default browser conditions would swap out.
import { INITIAL_AUTH_STATE, authAtom, type AuthState } from '../../src/auth/auth-atoms';
import { updateUserStatusAtom } from '../../src/auth/auth-actions';
import { setApiUrl } from '../../src/config/runtime-config';
import { SERVER_EVENTS } from '../../src/protocol/socket-events';
import { SocketHolder, socketHolder } from '../../src/socket/socket-holder';
import { registerSharedFeatures } from '../../src/app/register-shared-features';
import { startSocketLifecycle } from '../../src/socket/socket-lifecycle';
import { socketRefusalAtom } from '../../src/socket/socket-refusal';
import { onlineStudentsAtom, usersListAtom } from '../../src/socket/users-list-atom';
import { appStore } from '../../src/state/store';
import {
  disconnectionOf,
  eventually,
  startSocketTestServer,
  type SocketTestServer,
} from '../support/socket-test-server';
import { makeListedUser, makeUser } from '../support/users';

// The features the apps register at start-up (teacher status, notifications).
registerSharedFeatures();

let server: SocketTestServer;
let pathname: string;
let stop: () => void;
const signedIn: AuthState = {
  ...INITIAL_AUTH_STATE,
  user: makeUser({ _id: 'u1' }),
  isAuthenticated: true,
  isInitialized: true,
};
const signedOut: AuthState = { ...INITIAL_AUTH_STATE, isInitialized: true };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startSocketTestServer();
  setApiUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  pathname = '/main';
  appStore.set(authAtom, signedIn);
  appStore.set(usersListAtom, []);
  stop = startSocketLifecycle(appStore, () => pathname);
});
afterEach(() => {
  stop();
  socketHolder.disconnect();
});

describe('socket lifecycle against a real socket.io server', () => {
  it('connects when authenticated and fills the users list from allUsersList', async () => {
    const connection = await server.nextConnection();
    const users = [
      makeUser({ _id: 't1', role: 'teacher' }),
      makeUser({ _id: 't2', role: 'teacher' }),
    ];
    connection.emit(SERVER_EVENTS.allUsersList, users);
    await eventually(() => appStore.get(usersListAtom).length === 2);
    expect(appStore.get(usersListAtom)).toEqual(users);
    expect(socketHolder.current?.connected).toBe(true);
  });

  it('keeps the users list current with the deltas that follow the snapshot', async () => {
    const connection = await server.nextConnection();
    connection.emit(SERVER_EVENTS.allUsersList, [makeListedUser({ _id: 't1', role: 'teacher' })]);
    connection.emit(SERVER_EVENTS.usersListDelta, {
      type: 'upsert',
      user: makeListedUser({ _id: 't2', role: 'teacher' }),
    });
    connection.emit(SERVER_EVENTS.usersListDelta, { type: 'remove', _id: 't1' });
    await eventually(() => appStore.get(usersListAtom)[0]?._id === 't2');
    expect(appStore.get(usersListAtom).map((entry) => entry._id)).toEqual(['t2']);
  });

  it("keeps a teacher's count of online students from the server's number, and clears it on refusal", async () => {
    const connection = await server.nextConnection();
    connection.emit(SERVER_EVENTS.onlineStudents, { count: 4 });
    await eventually(() => appStore.get(onlineStudentsAtom) === 4);
    connection.emit(SERVER_EVENTS.onlineStudents, { count: 3 });
    await eventually(() => appStore.get(onlineStudentsAtom) === 3);
    const gone = disconnectionOf(connection);
    connection.emit(SERVER_EVENTS.authError, { message: 'Session expired' });
    await gone;
    expect(appStore.get(onlineStudentsAtom)).toBe(0);
  });

  it('reuses the socket across later auth changes of the same user', async () => {
    await server.nextConnection();
    const errors = jest.spyOn(console, 'error');
    const socket = socketHolder.current;
    appStore.set(updateUserStatusAtom, { isOnline: true, isBusy: true });
    expect(socketHolder.current).toBe(socket);
    expect(errors).not.toHaveBeenCalled();
  });

  it('on auth_error disconnects, clears the users list and does not reconnect that user', async () => {
    const connection = await server.nextConnection();
    appStore.set(usersListAtom, [makeListedUser({ _id: 't1' })]);
    const gone = disconnectionOf(connection);
    connection.emit(SERVER_EVENTS.authError, { message: 'Session expired' });
    await gone;
    expect(appStore.get(usersListAtom)).toEqual([]);
    expect(socketHolder.current).toBeNull();
    appStore.set(updateUserStatusAtom, { isOnline: false, isBusy: false });
    await pause(50);
    expect(socketHolder.current).toBeNull();
    expect(server.io.engine.clientsCount).toBe(0);
  });

  it('renews an expired session once and connects again', async () => {
    stop();
    socketHolder.disconnect();
    await pause(20);
    const renew = jest.fn(() => Promise.resolve(true));
    stop = startSocketLifecycle(appStore, () => pathname, socketHolder, renew);
    const first = await server.nextConnection();
    first.emit(SERVER_EVENTS.authError, { code: 'session_expired', message: 'Session expired' });
    const second = await server.nextConnection();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(second.id).not.toBe(first.id);

    // Refused again at once: the session cannot be renewed, so the socket stays closed.
    const gone = disconnectionOf(second);
    second.emit(SERVER_EVENTS.authError, { code: 'session_expired', message: 'Session expired' });
    await gone;
    expect(renew).toHaveBeenCalledTimes(1);
    expect(socketHolder.current).toBeNull();
  });

  it('stays disconnected when the session cannot be renewed', async () => {
    stop();
    socketHolder.disconnect();
    await pause(20);
    stop = startSocketLifecycle(
      appStore,
      () => pathname,
      socketHolder,
      () => Promise.reject(new Error('401')),
    );
    const connection = await server.nextConnection();
    const gone = disconnectionOf(connection);
    connection.emit(SERVER_EVENTS.authError, {
      code: 'session_expired',
      message: 'Session expired',
    });
    await gone;
    await pause(50);
    expect(socketHolder.current).toBeNull();
  });

  it('reconnects for a different user, and again for a user signing in after auth_error', async () => {
    const first = await server.nextConnection();
    const firstGone = disconnectionOf(first);
    appStore.set(authAtom, { ...signedIn, user: makeUser({ _id: 'u2' }) });
    await firstGone;
    const second = await server.nextConnection();
    second.emit(SERVER_EVENTS.authError, {});
    await disconnectionOf(second);
    pathname = '/';
    appStore.set(authAtom, signedOut);
    appStore.set(authAtom, { ...signedIn, user: makeUser({ _id: 'u2' }) });
    const third = await server.nextConnection();
    // The server's socket is the page's current one, opened for the user now signed in, and
    // the lifecycle listens on it: the users list it sends reaches the store.
    await eventually(() => socketHolder.current?.id === third.id);
    expect(appStore.get(authAtom).user?._id).toBe('u2');
    third.emit(SERVER_EVENTS.allUsersList, [makeUser({ _id: 't9', role: 'teacher' })]);
    await eventually(() => appStore.get(usersListAtom)[0]?._id === 't9');
  });

  it('disconnects when signed out away from the landing page', async () => {
    const gone = disconnectionOf(await server.nextConnection());
    pathname = '/profile';
    appStore.set(authAtom, signedOut);
    await gone;
    expect(socketHolder.current).toBeNull();
  });

  it.each(['/', '/welcome'])('leaves the socket to the landing page on %s', async (path) => {
    await server.nextConnection();
    const socket = socketHolder.current;
    pathname = path;
    appStore.set(authAtom, signedOut);
    expect(socketHolder.current).toBe(socket);
  });

  it('sends the offline beacon and disconnects when the page is hidden', async () => {
    const gone = disconnectionOf(await server.nextConnection());
    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string) => beacons.push(url) > 0,
    });
    window.dispatchEvent(new Event('pagehide'));
    await gone;
    expect(beacons).toEqual([`${server.url}/auth/set-offline`]);
    expect(socketHolder.current).toBeNull();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('says why the server refused the handshake, and clears it once a retry connects', async () => {
    stop();
    socketHolder.disconnect();
    let refusing = true;
    server.io.use((_socket, next) => {
      if (!refusing) return next();
      next(
        Object.assign(new Error('Too many connections'), { data: { code: 'sockets.too_many' } }),
      );
    });
    stop = startSocketLifecycle(appStore, () => pathname);
    await eventually(() => appStore.get(socketRefusalAtom) === 'sockets.too_many');
    refusing = false;
    socketHolder.current?.connect();
    await server.nextConnection();
    await eventually(() => appStore.get(socketRefusalAtom) === null);
  });

  it('stops reacting once stopped', async () => {
    await server.nextConnection();
    stop();
    const socket = socketHolder.current;
    pathname = '/profile';
    appStore.set(authAtom, signedOut);
    window.dispatchEvent(new Event('pagehide'));
    expect(socketHolder.current).toBe(socket);
  });
});

describe('socket.io-client, loaded for the first signed-in connect', () => {
  // A holder of its own: the page's one has loaded the client in an earlier test.
  let holder: SocketHolder;
  beforeEach(() => {
    stop();
    socketHolder.disconnect();
    holder = new SocketHolder();
  });
  afterEach(() => holder.disconnect());

  it('is loaded when someone is signed in, and the socket connects once it is', async () => {
    stop = startSocketLifecycle(appStore, () => pathname, holder);
    expect(holder.loaded).toBe(false);
    expect(holder.current).toBeNull();
    await eventually(() => holder.current?.connected === true);
    expect(holder.loaded).toBe(true);
  });

  it('is not loaded for a signed-out page', async () => {
    pathname = '/';
    appStore.set(authAtom, signedOut);
    stop = startSocketLifecycle(appStore, () => pathname, holder);
    await pause(50);
    expect(holder.loaded).toBe(false);
    expect(holder.current).toBeNull();
  });

  it('connects nobody who signed out while it loaded', async () => {
    stop = startSocketLifecycle(appStore, () => pathname, holder);
    pathname = '/profile';
    appStore.set(authAtom, signedOut);
    await holder.load();
    await pause(50);
    expect(holder.current).toBeNull();
  });

  it('connects the user signed in once it has loaded, not the one who started the load', async () => {
    stop = startSocketLifecycle(appStore, () => pathname, holder);
    appStore.set(authAtom, { ...signedIn, user: makeUser({ _id: 'u3' }) });
    await eventually(() => holder.current?.connected === true);
    const connection = await server.nextConnection();
    connection.emit(SERVER_EVENTS.allUsersList, [makeUser({ _id: 't3', role: 'teacher' })]);
    await eventually(() => appStore.get(usersListAtom)[0]?._id === 't3');
    await pause(50);
    expect(server.io.engine.clientsCount).toBe(1);
  });

  it('connects nothing once the lifecycle stopped during the load', async () => {
    stop = startSocketLifecycle(appStore, () => pathname, holder);
    stop();
    await holder.load();
    await pause(50);
    expect(holder.current).toBeNull();
  });
});
