import { expect, type BrowserContext, type Page } from '@playwright/test';

/** What the page passed to `new Notification(...)`, and whether it closed it since. */
export interface RecordedNotification {
  title: string;
  body: string | undefined;
  tag: string | undefined;
  dir: NotificationDirection | undefined;
  lang: string | undefined;
  closed: boolean;
}

/**
 * Runs in the page before the app: the tab's visibility becomes settable (as when the user
 * switches to another tab: document.hidden, visibilityState and a visibilitychange event), and
 * every system Notification the page creates is recorded while still really created.
 */
function instrumentPage(): void {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'hidden', {
    configurable: true,
    get: () => hidden,
  });
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  const recorded: RecordedNotification[] = [];
  const scope = window as unknown as {
    __setHidden: (value: boolean) => void;
    __notifications: RecordedNotification[];
  };
  scope.__notifications = recorded;
  scope.__setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const Native = window.Notification;
  class RecordingNotification extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      const entry = {
        title,
        body: options?.body,
        tag: options?.tag,
        dir: options?.dir,
        lang: options?.lang,
        closed: false,
      };
      recorded.push(entry);
      const close = this.close.bind(this);
      this.close = () => {
        entry.closed = true;
        close();
      };
    }
  }
  window.Notification = RecordingNotification;
}

/** A context whose pages can be hidden and whose system notifications are recorded. */
export async function instrumentContext(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(instrumentPage);
}

/** Hides or shows the tab as switching tabs would. */
export function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((value) => {
    (window as unknown as { __setHidden: (next: boolean) => void }).__setHidden(value);
  }, hidden);
}

export function recordedNotifications(page: Page): Promise<RecordedNotification[]> {
  return page.evaluate(
    () => (window as unknown as { __notifications: RecordedNotification[] }).__notifications,
  );
}

/**
 * Waits until the top bar's bell carries this name (its unread count). The bell may be behind
 * the open panel, which is modal and hides it from the accessibility tree.
 */
export async function expectBell(page: Page, name: string, timeout = 15_000): Promise<void> {
  await expect(page.getByRole('button', { name, exact: true, includeHidden: true })).toBeVisible({
    timeout,
  });
}

/**
 * Starts from an empty notification centre: other journeys in the same run call these teachers
 * too. Deleted through the real API from the signed-in page, as the panel would.
 */
export async function clearNotifications(page: Page, apiUrl: string): Promise<void> {
  await page.evaluate(async (api) => {
    // Page by page until none is left: a teacher earlier journeys called has more than a page.
    for (;;) {
      const list = await fetch(`${api}/notifications?limit=50`, { credentials: 'include' });
      if (!list.ok) throw new Error(`GET /notifications answered ${list.status}`);
      const { data } = (await list.json()) as { data: { notifications: Array<{ _id: string }> } };
      if (data.notifications.length === 0) break;
      for (const { _id } of data.notifications) {
        const gone = await fetch(`${api}/notifications/${_id}`, {
          method: 'DELETE',
          credentials: 'include',
        });
        if (!gone.ok) throw new Error(`DELETE /notifications/${_id} answered ${gone.status}`);
      }
    }
  }, apiUrl);
  await page.reload();
}
