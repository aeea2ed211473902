/** @jest-environment node */
// The notification calls as the API receives them: a real client against a local HTTP server.
import { createApiClient, type ApiClient } from '../../src/api-client/api-client';
import {
  deleteNotification,
  deletePushSubscription,
  fetchNotificationPreferences,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePushSubscription,
  updateNotificationPreferences,
} from '../../src/notifications/notifications-api';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';
import { makeNotificationSettings } from '../support/notification-settings';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: () => server.url, hasCookies: () => false });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ID = '0b9c8a52-4a6e-4d8f-9a51-2f4c8e1d7b60';
const ENDPOINT = 'https://push.example/send/abc';

const settings = makeNotificationSettings({ push: false });

const sent = () =>
  server.requests.map(({ method, path, body }) => ({
    method,
    path,
    body: body ? (JSON.parse(body) as unknown) : undefined,
  }));

it('asks for a page of the default size, and for the next one by its cursor', async () => {
  const page = { notifications: [], unreadCount: 3, nextCursor: null };
  server.route('GET', '/notifications?limit=20', (_, response) =>
    sendJson(response, 200, { data: page }),
  );
  server.route('GET', '/notifications?limit=1&cursor=c%2F1', (_, response) =>
    sendJson(response, 200, { data: page }),
  );
  await expect(fetchNotifications({}, undefined, client)).resolves.toEqual(page);
  await fetchNotifications({ limit: 1, cursor: 'c/1' }, undefined, client);
  expect(sent().map((request) => request.path)).toEqual([
    '/notifications?limit=20',
    '/notifications?limit=1&cursor=c%2F1',
  ]);
});

it('reads one, reads all and deletes one by its id', async () => {
  server.route('PATCH', `/notifications/${ID}/read`, (_, response) =>
    sendJson(response, 200, { data: { notification: null, unreadCount: 1 } }),
  );
  server.route('POST', '/notifications/read-all', (_, response) =>
    sendJson(response, 200, { data: { unreadCount: 0 } }),
  );
  server.route('DELETE', `/notifications/${ID}`, (_, response) => {
    response.writeHead(204);
    response.end();
  });
  await expect(markNotificationRead(ID, client)).resolves.toMatchObject({ unreadCount: 1 });
  await expect(markAllNotificationsRead(client)).resolves.toEqual({ unreadCount: 0 });
  await deleteNotification(ID, client);
  expect(sent()).toEqual([
    { method: 'PATCH', path: `/notifications/${ID}/read`, body: undefined },
    { method: 'POST', path: '/notifications/read-all', body: undefined },
    { method: 'DELETE', path: `/notifications/${ID}`, body: undefined },
  ]);
});

it('reads the preferences and sends only the switches that change', async () => {
  server.route('GET', '/notifications/preferences', (_, response) =>
    sendJson(response, 200, { data: settings }),
  );
  server.route('PUT', '/notifications/preferences', (_, response) =>
    sendJson(response, 200, { data: settings }),
  );
  await expect(fetchNotificationPreferences(undefined, client)).resolves.toEqual(settings);
  await expect(updateNotificationPreferences({ push: false }, client)).resolves.toEqual(settings);
  expect(sent()).toEqual([
    { method: 'GET', path: '/notifications/preferences', body: undefined },
    { method: 'PUT', path: '/notifications/preferences', body: { push: false } },
  ]);
});

it("registers this browser's subscription and removes it by its endpoint", async () => {
  server.route('POST', '/notifications/push-subscriptions', (_, response) =>
    sendJson(response, 201, { data: { endpoint: ENDPOINT } }),
  );
  server.route('DELETE', '/notifications/push-subscriptions', (_, response) => {
    response.writeHead(204);
    response.end();
  });
  const subscription = {
    endpoint: ENDPOINT,
    keys: { p256dh: 'BNcR', auth: 'tBHI' },
    language: 'ar' as const,
  };
  await savePushSubscription(subscription, client);
  await deletePushSubscription(ENDPOINT, client);
  expect(sent()).toEqual([
    { method: 'POST', path: '/notifications/push-subscriptions', body: subscription },
    // The DELETE names the endpoint in a JSON body, as the route's contract says.
    { method: 'DELETE', path: '/notifications/push-subscriptions', body: { endpoint: ENDPOINT } },
  ]);
});
