import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type Browser } from '@playwright/test';
import type { RoomsPage } from '../../shared/src/protocol';
import { loginThroughApi } from '../../scripts/lib/bench-browser';
import {
  ISOLATED_STORES,
  SCRIPTED_USE_ALLOWANCES,
  startPlatform,
  type RunningPlatform,
} from '../../scripts/lib/platform';
import { portsFromEnv } from '../../scripts/lib/ports';
import { expectMediaFlowing, recordPeerConnections, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { E2E_PORTS } from '../support/platform';

// The webServer's API cannot be restarted from a test, so this journey runs a platform of its
// own (the same production build) on ports of its own, and restarts its API.
const PORTS = portsFromEnv(E2E_PORTS.shell + 20);

const teacher = DEMO.teachers[0]!;
const student = DEMO.students[0]!;

async function openOn(platform: RunningPlatform, browser: Browser, email: string) {
  const context = await browser.newContext();
  await context.addInitScript(recordPeerConnections);
  await loginThroughApi(context, platform.api.url, platform.shellUrl, email, DEMO.password);
  const page = await context.newPage();
  await page.goto(`${platform.shellUrl}/main`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

/** The admin's view of the API, as a client outside any browser. */
async function adminApi(platform: RunningPlatform) {
  const api = await request.newContext({
    baseURL: platform.api.url,
    extraHTTPHeaders: { Origin: platform.shellUrl },
  });
  const login = await api.post('/auth/login', {
    data: { contact: DEMO.admin.email, password: DEMO.password },
  });
  expect(login.ok()).toBe(true);
  return api;
}

test('the API restarts in the middle of a call: the lesson goes on, presence recovers, no meeting stays active, nothing saved is lost', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quran-live-restart-'));
  const platform = await startPlatform({
    ports: PORTS,
    dataDir,
    apiEnv: {
      ...ISOLATED_STORES,
      ...SCRIPTED_USE_ALLOWANCES,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    // Something saved before the restart: an account the admin created.
    const saved = { email: `saved-${Date.now()}@journeys.test`, password: 'journey-secret' };
    let admin = await adminApi(platform);
    const created = await admin.post('/users', {
      data: { name: 'Saved Before Restart', role: 'student', ...saved },
    });
    expect(created.status()).toBe(201);
    await admin.dispose();

    const sheikh = await openOn(platform, browser, teacher.email);
    const learner = await openOn(platform, browser, student.email);
    const row = teacherRow(learner.page, teacher.name);
    await row.getByRole('button', { name: `Call ${teacher.name}` }).click();
    await sheikh.page
      .getByTestId('receiver-overlay')
      .getByRole('button', { name: 'Accept' })
      .click();
    for (const { page } of [sheikh, learner]) {
      await expect(page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
        timeout: 20_000,
      });
    }
    await Promise.all([expectMediaFlowing(sheikh.page), expectMediaFlowing(learner.page)]);

    await platform.restartApi();

    // The lesson survives the restart: both sockets come back, the pages join the room again
    // within the rejoin window, and media flows again with no action from anyone.
    for (const { page } of [sheikh, learner]) {
      await expect(page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live');
    }
    await Promise.all([expectMediaFlowing(sheikh.page), expectMediaFlowing(learner.page)]);

    // Then it ends as usual, and the student may rate the session.
    await sheikh.page.getByRole('button', { name: 'Hang up' }).click();
    for (const { page } of [sheikh, learner]) {
      await expect(page.getByTestId('meeting-view')).toBeHidden({ timeout: 30_000 });
    }
    const rating = learner.page.getByRole('dialog', { name: 'Rate your session' });
    await expect(rating).toBeVisible();
    await rating.getByRole('button', { name: 'Skip' }).click();

    // Presence recovers: each sees the other online again.
    await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('button', { name: `Call ${teacher.name}` })).toBeEnabled();
    await expect(sheikh.page.getByTestId('online-students')).toHaveText('1 student online');

    admin = await adminApi(platform);
    const rooms = async (status: string) =>
      (
        (await (
          await admin.get(`/meetings/admin/rooms?limit=20&status=${status}`)
        ).json()) as RoomsPage
      ).rooms;
    expect(await rooms('active')).toEqual([]);
    expect(await rooms('scheduled')).toEqual([]);
    const all = await rooms('all');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'ended', teacher: { name: teacher.name } });
    await admin.dispose();

    // What was saved before is still there.
    const login = await request.newContext({ extraHTTPHeaders: { Origin: platform.shellUrl } });
    const loggedIn = await login.post(`${platform.api.url}/auth/login`, {
      data: { contact: saved.email, password: saved.password },
    });
    expect(loggedIn.ok()).toBe(true);
    await login.dispose();
    await Promise.all([sheikh.context.close(), learner.context.close()]);
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
