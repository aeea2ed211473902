import { expect, request, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';

test('Logout ends the session on the server, in every tab, and a reload stays signed out', async ({
  browser,
}) => {
  const account = await createAccount('student', `Leaving Student ${Date.now().toString(36)}`);
  const context = await browser.newContext();
  await signIn(context, account.email, account.password);
  const first = await context.newPage();
  await first.goto('/profile');
  await expect(first.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/main');
  await expect(second.getByRole('heading', { level: 1, name: 'Find a teacher' })).toBeVisible();
  // The refresh cookie as it was, to prove later that the server revoked the login.
  const refreshCookie = (await context.cookies()).find((cookie) =>
    cookie.name.endsWith('refresh_token'),
  );
  expect(refreshCookie).toBeDefined();

  const loggedOut = first.waitForResponse(
    (response) => response.url().endsWith('/auth/logout') && response.request().method() === 'POST',
  );
  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // The other tab of this browser signs out too, without a click or a reload.
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // A reload stays signed out, and a guarded page sends the visitor back to the landing.
  await first.reload();
  await expect(first.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await first.goto('/profile');
  await expect(first).toHaveURL(/\/$/);

  // The login is revoked on the server: its refresh token no longer opens a session.
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: {
      Origin: SHELL_URL,
      Cookie: `${refreshCookie!.name}=${refreshCookie!.value}`,
    },
  });
  expect((await api.post('/auth/refresh')).status()).toBe(401);
  await api.dispose();
  await context.close();
});
