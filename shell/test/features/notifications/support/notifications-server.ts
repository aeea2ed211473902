import {
  setApiUrl,
  type AppNotification,
  type NotificationPreferencesResult,
  type RevisionReminder,
} from '@app/shared';
import { makeNotificationSettings } from '../../../../../shared/test/support/notification-settings';

/** A request the components sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };

const API = 'http://api.test';

/**
 * The notification endpoints as the shared protocol describes them, over an in-memory list,
 * answering the API client's fetch (jsdom has no network), and a student's revision reminder.
 * `failNext` makes the next call to a route fail (a 500, or the refusal given), to show the
 * error states.
 */
export class NotificationsServer {
  readonly sent: SentRequest[] = [];
  notifications: AppNotification[] = [];
  settings: NotificationPreferencesResult = makeNotificationSettings(
    {},
    { vapidPublicKey: 'BElrZXk' },
  );
  reminder: RevisionReminder | null = null;
  private failures = new Map<string, Reply>();

  install(): void {
    setApiUrl(API);
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      this.sent.push(request);
      const route = `${request.method} ${url.pathname}`;
      const failure = this.failures.get(route);
      this.failures.delete(route);
      const reply = failure ?? this.answer(request.method, url, request.body);
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      return {
        status: reply.status,
        ok: reply.status >= 200 && reply.status < 300,
        statusText: '',
        headers: { get: () => 'application/json' },
        text: async () => text,
        body: null,
      } as unknown as Response;
    }) as typeof fetch;
  }

  failNext(
    method: string,
    pathname: string,
    reply: Reply = { status: 500, body: { message: 'Internal Server Error' } },
  ): void {
    this.failures.set(`${method} ${pathname}`, reply);
  }

  get unreadCount(): number {
    return this.notifications.filter((item) => item.status === 'unread').length;
  }

  private answer(method: string, url: URL, body: unknown): Reply {
    const path = url.pathname;
    if (method === 'GET' && path === '/notifications') return this.page(url.searchParams);
    if (method === 'POST' && path === '/notifications/read-all') {
      this.notifications = this.notifications.map((item) => ({ ...item, status: 'read' }));
      return { status: 200, body: { data: { unreadCount: 0 } } };
    }
    if (path === '/notifications/preferences') {
      if (method === 'PUT') {
        this.settings = {
          ...this.settings,
          preferences: { ...this.settings.preferences, ...(body as object) },
        };
      }
      return { status: 200, body: { data: this.settings } };
    }
    if (path === '/hifz/reminder') {
      if (method === 'PUT')
        this.reminder = (body as { reminder: RevisionReminder | null }).reminder;
      return { status: 200, body: { data: { reminder: this.reminder } } };
    }
    const read = /^\/notifications\/([^/]+)\/read$/.exec(path);
    if (method === 'PATCH' && read) {
      const found = this.notifications.find((item) => item._id === read[1]);
      if (!found) return { status: 404, body: { message: 'Notification not found' } };
      found.status = 'read';
      return {
        status: 200,
        body: { data: { notification: found, unreadCount: this.unreadCount } },
      };
    }
    const item = /^\/notifications\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && item) {
      this.notifications = this.notifications.filter((entry) => entry._id !== item[1]);
      return { status: 204 };
    }
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  }

  /** Newest first; the cursor is the index to continue from. */
  private page(search: URLSearchParams): Reply {
    const limit = Number(search.get('limit') ?? 20);
    const start = Number(search.get('cursor') ?? 0);
    const sorted = [...this.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const notifications = sorted.slice(start, start + limit);
    const next = start + limit < sorted.length ? String(start + limit) : null;
    return {
      status: 200,
      body: { data: { notifications, unreadCount: this.unreadCount, nextCursor: next } },
    };
  }
}

let sequence = 0;

/** A notification created `minutesAgo` minutes ago. */
export function makeNotification<T extends AppNotification['type']>(
  type: T,
  params: Extract<AppNotification, { type: T }>['params'],
  { minutesAgo = 1, status = 'unread' as AppNotification['status'] } = {},
): AppNotification {
  sequence += 1;
  return {
    _id: `n${sequence}`,
    type,
    params,
    status,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  } as AppNotification;
}
