import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { movedAdminPorts } from '../../scripts/lib/ports';
import { runOrThrow } from '../../scripts/lib/run';
import { startStaticServer } from '../../scripts/lib/static-server';
import { DEMO } from '../support/demo';
import { moveRemote } from '../support/federation';
import { E2E_PORTS } from '../support/platform';
import { isSameDocument, markDocument, navigateWithMenu, signIn } from '../support/session';

// The admin remote is served by this test on an origin of its own, so it can be redeployed
// (switched to another build folder) while the shell stays open. Other specs' dist folders are
// left alone: the new version is built into a temporary folder.
const ADMIN_PORT = movedAdminPorts(E2E_PORTS).redeployed;
const ADMIN_ORIGIN = `http://localhost:${ADMIN_PORT}`;

/** The exposed modules' files the admin origin announces now (their names carry content hashes). */
function announcedFiles(page: Page): Promise<string> {
  return page.evaluate(async (origin) => {
    const response = await fetch(`${origin}/mf-manifest.json`, { cache: 'no-store' });
    const manifest = (await response.json()) as { exposes: unknown[] };
    return JSON.stringify(manifest.exposes);
  }, ADMIN_ORIGIN);
}

function stopServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

test('the admin remote redeployed while it is in use: the next navigation uses the new version, without rebuilding or reloading the shell', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const buildId = `redeploy-${Date.now().toString(36)}`;
  const secondDist = mkdtempSync(path.join(tmpdir(), 'remote-admin-next-'));
  // The new version builds while the first one is in use.
  const building = runOrThrow('npm', ['run', 'build'], {
    cwd: path.join(ROOT, 'remote-admin'),
    env: { ...process.env, APP_DIST_DIR: secondDist, BUILD_ID: buildId },
    stdio: 'ignore',
  });
  let server: Server | null = null;
  try {
    server = await startStaticServer({
      root: path.join(ROOT, 'remote-admin/dist'),
      port: ADMIN_PORT,
    });
    await moveRemote(page, 'admin', ADMIN_ORIGIN);
    await signIn(context, DEMO.superadmin.email, DEMO.password);
    // The first version is loaded and in use: its Users page is open.
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.locator('[data-build]')).toHaveCount(0);
    await markDocument(page);
    const firstFiles = await announcedFiles(page);

    // Redeploy: the admin origin now serves the new build.
    await building;
    await stopServer(server);
    server = await startStaticServer({ root: secondDist, port: ADMIN_PORT });
    expect(await announcedFiles(page)).not.toBe(firstFiles);

    // The next page of that remote comes from the new build, and so does the one already seen.
    await navigateWithMenu(page, 'Open menu', 'Meeting rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
    await expect(page.locator('[data-build]')).toHaveAttribute('data-build', buildId);
    await navigateWithMenu(page, 'Open menu', 'Users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.locator('[data-build]')).toHaveAttribute('data-build', buildId);
    // No section error on screen (what an old build's file asked of the new server would give).
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    await building.catch(() => undefined);
    if (server) await stopServer(server);
    rmSync(secondDist, { recursive: true, force: true });
  }
});
