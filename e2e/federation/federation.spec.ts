import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { federationInstances, sharedInstanceReport } from '../support/federation';
import { E2E_PORTS } from '../support/platform';
import { isSameDocument, markDocument, navigateWithMenu, signIn } from '../support/session';

// Packages whose second copy would break the product: two Reacts, two routers, two stores...
const SINGLETONS = [
  '@app/shared',
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  '@emotion/react',
  '@mui/material/styles',
  'socket.io-client',
];

test.beforeEach(async ({ context }) => {
  await signIn(context, DEMO.superadmin.email, DEMO.password);
});

test('the shell loads each remote from its own origin and renders it inside its own providers', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/users');
  const usersHeading = page.getByRole('heading', { level: 1, name: 'Users' });
  await expect(usersHeading).toBeVisible();
  const adminOrigin = `http://localhost:${E2E_PORTS.admin}`;
  expect(requested).toContain(`${adminOrigin}/mf-manifest.json`);
  expect(requested.some((url) => url.startsWith(`${adminOrigin}/`) && url.endsWith('.js'))).toBe(
    true,
  );

  // Same router: the shell's menu moves between remotes without a page load.
  await markDocument(page);
  await navigateWithMenu(page, 'Open menu', 'Meeting rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  await navigateWithMenu(page, 'Open menu', 'Profile');
  // The profile remote reads the user the shell's session start put in the shared store.
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(`Your personal information, ${DEMO.superadmin.name}.`)).toBeVisible();
  expect(requested).toContain(`http://localhost:${E2E_PORTS.profile}/mf-manifest.json`);
  expect(await isSameDocument(page)).toBe(true);

  // Same theme: the remote's heading uses the shell theme's typography, and every style went
  // through the shell's Emotion cache (a remote with its own would write under the "css" key).
  const fontFamily = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fontFamily).toContain('system-ui');
  expect(await page.locator('style[data-emotion^="css"]').count()).toBe(0);

  // One instance of every singleton in the page, the shell's, which the remotes were given.
  expect(await federationInstances(page)).toEqual(
    expect.arrayContaining(['shell', 'admin', 'profile']),
  );
  for (const packageName of SINGLETONS) {
    const report = await sharedInstanceReport(page, packageName);
    expect.soft(report, packageName).toMatchObject({ versions: 1, from: 'shell', loaded: true });
  }
  // Formik only loads with a form, which the signed-in shell never shows: the first remote to
  // render one provides it, and every other app then gets that same single instance.
  expect(await sharedInstanceReport(page, 'formik')).toMatchObject({ versions: 1, loaded: true });
  // @app/shared holds the store, the socket holder and the QueryClient: both remotes use the
  // shell's module instance, so they read what the shell set (the user shown above).
  const sharedModule = await sharedInstanceReport(page, '@app/shared');
  expect(sharedModule.useIn).toEqual(expect.arrayContaining(['shell', 'admin', 'profile']));
});

test('switching to Arabic flips the whole page, remotes included, to right-to-left', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const heading = page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(await page.locator('style[data-emotion^="mui-rtl"]').count()).toBeGreaterThan(0);

  // The menu now slides in from the right.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('navigation', { name: 'القائمة' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width).toBeGreaterThan((viewport?.width ?? 0) - 2);

  // The choice is remembered: a reload starts in Arabic.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
