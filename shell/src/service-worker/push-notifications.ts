/// <reference lib="webworker" />
// Web push: the server sends JSON whose texts are already in the subscriber's language; the
// worker shows it, and a click brings the app forward (or opens it) on the message's page.
import type { PushAction, PushPayload } from '@app/shared/protocol';

const ICON = '/icon-192x192.png';

/** The payload, or null when the message is not one of ours. */
export function pushPayloadOf(text: string | null): PushPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload>;
    const fields = [value.type, value.title, value.body, value.url, value.tag];
    const known = fields.every((field) => typeof field === 'string');
    const actions =
      value.actions === undefined ||
      (Array.isArray(value.actions) && value.actions.every(isAction));
    return known && actions && (value.lang === 'ar' || value.lang === 'en')
      ? (value as PushPayload)
      : null;
  } catch {
    return null;
  }
}

function isAction(value: unknown): value is PushAction {
  if (typeof value !== 'object' || value === null) return false;
  const { action, title, url } = value as Record<string, unknown>;
  return action === 'callBack' && typeof title === 'string' && typeof url === 'string';
}

/** What the worker keeps on a shown notification: where its body and each button lead. */
interface ShownData {
  url: string;
  type: PushPayload['type'];
  actionUrls: Record<string, string>;
}

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null && name in data
    ? (data as Record<string, unknown>)[name]
    : null;

/**
 * The page a click opens: the clicked button's (`action`), or the message's. Only paths of this
 * app are opened: anything else falls back to its start page.
 */
export function appUrlOf(data: unknown, origin: string, action = ''): string {
  const actionUrl = action ? field(field(data, 'actionUrls'), action) : null;
  const url = typeof actionUrl === 'string' ? actionUrl : field(data, 'url');
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return new URL(path, origin).href;
}

/** The system's notification options with the buttons the DOM typings leave out. */
interface NotificationWithActions extends NotificationOptions {
  actions?: Array<{ action: string; title: string }>;
}

async function showPush(worker: ServiceWorkerGlobalScope, payload: PushPayload): Promise<void> {
  const actions = payload.actions ?? [];
  const data: ShownData = {
    url: payload.url,
    type: payload.type,
    actionUrls: Object.fromEntries(actions.map(({ action, url }) => [action, url])),
  };
  // Without dir, the system lays a body that starts with a Latin name out left to right.
  const options: NotificationWithActions = {
    body: payload.body,
    lang: payload.lang,
    dir: payload.lang === 'ar' ? 'rtl' : 'ltr',
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data,
    actions: actions.map(({ action, title }) => ({ action, title })),
  };
  await worker.registration.showNotification(payload.title, options);
}

/** Focuses a window of the app (taking it to the url) or opens one. */
async function openApp(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url);
  const existing = windows.find((client) => new URL(client.url).origin === target.origin);
  if (!existing) {
    await worker.clients.openWindow(url);
    return;
  }
  // Focusing needs the click's permission; refused, the window still goes to the page.
  const focused = await existing.focus().catch((error: unknown) => {
    console.warn('Could not focus the app window', error);
    return existing;
  });
  if (new URL(focused.url).pathname === target.pathname) return;
  try {
    await focused.navigate(url);
  } catch (error) {
    // Only a window this worker controls can be navigated; the focused one still shows the app.
    console.warn('Could not navigate the focused window', error);
  }
}

/** Registers the worker's `push` and `notificationclick` handlers. */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const payload = pushPayloadOf(event.data?.text() ?? null);
    if (!payload) return;
    event.waitUntil(showPush(worker, payload));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(
      openApp(worker, appUrlOf(event.notification.data, worker.location.origin, event.action)),
    );
  });
}
