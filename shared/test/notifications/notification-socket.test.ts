/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The notification events between a real socket.io server and the page's socket lifecycle: the
// bell's count and the panel's list follow them, and the tab reports whether it is hidden.
import { INITIAL_AUTH_STATE, authAtom, type AuthState } from '../../src/auth/auth-atoms';
import { setApiUrl } from '../../src/config/runtime-config';
import { notificationKeys } from '../../src/notifications/notification-keys';
import type { NotificationPages } from '../../src/notifications/notifications-cache';
import type { AppNotification, ClientVisibilityPayload } from '../../src/protocol/notifications';
import { CLIENT_EVENTS, SERVER_EVENTS } from '../../src/protocol/socket-events';
import { queryClient } from '../../src/query/query-client';
import { socketHolder } from '../../src/socket/socket-holder';
import { registerSharedFeatures } from '../../src/app/register-shared-features';
import { startSocketLifecycle } from '../../src/socket/socket-lifecycle';
import { appStore } from '../../src/state/store';
import {
  eventually,
  startSocketTestServer,
  type SocketTestServer,
} from '../support/socket-test-server';
import { makeUser } from '../support/users';

// The features the apps register at start-up (teacher status, notifications).
registerSharedFeatures();

let server: SocketTestServer;
let stop: () => void;
let hidden = false;
const signedIn: AuthState = {
  ...INITIAL_AUTH_STATE,
  user: makeUser({ _id: 'teacher-1', role: 'teacher' }),
  isAuthenticated: true,
  isInitialized: true,
};
const countKey = notificationKeys.unreadCount('teacher-1');
const listKey = notificationKeys.list('teacher-1');

const missedCall = (id: string): AppNotification => ({
  _id: id,
  type: 'missedCall',
  params: { studentId: 's1', studentName: 'Yusuf', reason: 'noAnswer' },
  status: 'unread',
  createdAt: new Date().toISOString(),
});

const pages = (notifications: AppNotification[]): NotificationPages => ({
  pages: [{ notifications, unreadCount: notifications.length, nextCursor: null }],
  pageParams: [null],
});

beforeAll(async () => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  server = await startSocketTestServer();
  setApiUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  hidden = false;
  queryClient.clear();
  appStore.set(authAtom, signedIn);
  stop = startSocketLifecycle(appStore, () => '/main');
});
afterEach(() => {
  stop();
  socketHolder.disconnect();
});

it('reports the tab visibility on connect and on every change', async () => {
  const connection = await server.nextConnection();
  const reports: ClientVisibilityPayload[] = [];
  connection.on(CLIENT_EVENTS.clientVisibility, (payload: ClientVisibilityPayload) =>
    reports.push(payload),
  );
  await eventually(() => socketHolder.current?.connected === true);
  // The first report may have been sent before this listener: ask for the next ones.
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
  hidden = false;
  document.dispatchEvent(new Event('visibilitychange'));
  await eventually(() => reports.length >= 2);
  expect(reports.slice(-2)).toEqual([{ hidden: true }, { hidden: false }]);
});

it('puts a new notification on top of the list with the server count', async () => {
  const connection = await server.nextConnection();
  queryClient.setQueryData(countKey, 1);
  queryClient.setQueryData(listKey, pages([missedCall('old')]));
  await eventually(() => socketHolder.current?.connected === true);

  connection.emit(SERVER_EVENTS.notificationCreated, {
    notification: missedCall('new'),
    unreadCount: 2,
  });
  await eventually(() => queryClient.getQueryData(countKey) === 2);
  const list = queryClient.getQueryData<NotificationPages>(listKey);
  expect(list?.pages[0]?.notifications.map((item) => item._id)).toEqual(['new', 'old']);

  // Announced twice (two processes, a reconnect): still once in the list.
  connection.emit(SERVER_EVENTS.notificationCreated, {
    notification: missedCall('new'),
    unreadCount: 2,
  });
  connection.emit(SERVER_EVENTS.notificationsChanged, { unreadCount: 0 });
  await eventually(() => queryClient.getQueryData(countKey) === 0);
  expect(
    queryClient.getQueryData<NotificationPages>(listKey)?.pages[0]?.notifications,
  ).toHaveLength(2);
  // A change made in another tab: the cached list is out of date now.
  expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
});
