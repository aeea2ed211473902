import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { remotesJsonFor } from '../../scripts/lib/ports';
import { startStaticServer } from '../../scripts/lib/static-server';
import { API_URL, E2E_PORTS, SHELL_URL } from '../support/platform';
import { isSameDocument, markDocument } from '../support/session';

// These tests are about the worker: it must be allowed to install.
test.use({ serviceWorkers: 'allow' });

const WORKER_URL = `${SHELL_URL}/service-worker.js`;
const SHELL_DIST = path.join(ROOT, 'shell/dist');
// Tests that take the shell's server away run their own, beside the platform's.
const PRIVATE_SHELL_PORT = E2E_PORTS.shell + 60;
const PRIVATE_SHELL_URL = `http://localhost:${PRIVATE_SHELL_PORT}/`;

/** Waits until the shell's worker is active and controls the page (it claims its first visit). */
async function waitForControllingWorker(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/** The paths in the worker's precache, as the page sees Cache Storage. */
function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map((request) => new URL(request.url).pathname);
  });
}

async function publishedVersion(page: Page): Promise<string> {
  const response = await page.request.get(`${API_URL}/config`);
  const body = (await response.json()) as { data: { app_version: string } };
  return body.data.app_version;
}

test('the service worker registers, controls the page and precaches the shell', async ({
  page,
}) => {
  await page.goto('/');
  expect(await waitForControllingWorker(page)).toBe(WORKER_URL);

  const precached = await precachedPaths(page);
  expect(precached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
  expect(precached.some((path) => /^\/main\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  // Deploy-time configuration always comes from the network.
  expect(precached).not.toContain('/remotes.json');
});

test('after a first visit the app opens offline, and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline.' });

  await context.setOffline(true);
  try {
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(offlineNotice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Any route of the single-page app opens from the cached index.html.
    const deepLink = await page.goto('/a/route/never/visited');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await expect(offlineNotice).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(offlineNotice).toBeHidden();
});

test('a published version other than the stored one blocks the app until refresh now reloads it', async ({
  page,
}) => {
  const published = await publishedVersion(page);
  // Stored once, before the first load: the reload after the refresh must find it replaced.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-version-seeded')) return;
    sessionStorage.setItem('e2e-version-seeded', 'yes');
    localStorage.setItem('appVersion', '0.0.1-e2e');
  });

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'New version available' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Refresh now' }).click();
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('t') ?? ''));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe(published);
});

test('the refresh empties the caches, yet the app still opens offline afterwards', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  await page.evaluate(() => localStorage.setItem('appVersion', '0.0.1-e2e'));
  await page.reload();
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await page.waitForURL((url) => url.searchParams.has('t'));

  // The worker refills its precache after the clear, so the shell is kept for offline use.
  await expect.poll(() => precachedPaths(page)).toContain('/index.html');
  await context.setOffline(true);
  try {
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/** The built shell on an origin of its own, so a test can take it away or redeploy it. */
async function startPrivateShell(workerOverride?: string): Promise<Server> {
  const overrides: Record<string, string> = { '/remotes.json': remotesJsonFor(E2E_PORTS) };
  if (workerOverride !== undefined) overrides['/service-worker.js'] = workerOverride;
  return startStaticServer({
    root: SHELL_DIST,
    port: PRIVATE_SHELL_PORT,
    spaFallback: true,
    overrides,
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

test('with its server gone after a first visit, a reload still opens the app from the worker', async ({
  page,
}) => {
  const server = await startPrivateShell();
  try {
    await page.goto(PRIVATE_SHELL_URL);
    await waitForControllingWorker(page);
  } finally {
    await stopServer(server);
  }

  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not offline, only the server is gone: no offline notice, the app simply works.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
});

test('a new worker deployed while the app is open is offered, and accepting reloads into it', async ({
  page,
}) => {
  let server = await startPrivateShell();
  try {
    await page.goto(PRIVATE_SHELL_URL);
    await waitForControllingWorker(page);
    await markDocument(page);

    // Redeploy: the same origin now serves a changed worker script.
    await stopServer(server);
    const deployed = await readFile(path.join(SHELL_DIST, 'service-worker.js'), 'utf8');
    server = await startPrivateShell(`${deployed}\n// next deployment\n`);

    // The connection coming back is one of the moments the app looks for an update.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const confirm = page.getByRole('dialog', { name: 'Update ready' });
    await expect(confirm).toContainText(
      'A new version of the app is available. Load the latest version?',
    );
    await confirm.getByRole('button', { name: 'Load latest version' }).click();

    await expect.poll(() => isSameDocument(page).catch(() => false)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(confirm).toBeHidden();
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    await stopServer(server);
  }
});
