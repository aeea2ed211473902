import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { movedAdminPorts } from '../../scripts/lib/ports';
import { startStaticServer } from '../../scripts/lib/static-server';
import { DEMO } from '../support/demo';
import { moveRemote } from '../support/federation';
import { E2E_PORTS } from '../support/platform';
import { isSameDocument, markDocument, navigateWithMenu, signIn } from '../support/session';

// This test points the admin remote at a server of its own, so it can stop and start it.
const ADMIN_PORT = movedAdminPorts(E2E_PORTS).down;
const ADMIN_DIST = path.join(ROOT, 'remote-admin/dist');

test('a remote that is down shows a fallback, the rest works, and Retry loads it once it is back', async ({
  page,
  context,
}) => {
  await signIn(context, DEMO.superadmin.email, DEMO.password);
  await moveRemote(page, 'admin', `http://localhost:${ADMIN_PORT}`);

  await page.goto('/users');
  const fallback = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(fallback).toBeVisible();
  await markDocument(page);

  // Every other route keeps working.
  await navigateWithMenu(page, 'Open menu', 'Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await navigateWithMenu(page, 'Open menu', 'Users');
  await expect(fallback).toBeVisible();

  let server: Server | null = null;
  try {
    server = await startStaticServer({ root: ADMIN_DIST, port: ADMIN_PORT });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    server?.close();
  }
});
