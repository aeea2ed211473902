import { expect, test } from '@playwright/test';
import { openDemoSession } from '../admin/support/demo-session';
import { createAccount } from '../support/accounts';
import { openAs } from '../support/call';
import { DEMO } from '../support/demo';

test("a banned student's open session is cut off and sent to the landing page", async ({
  browser,
}) => {
  const student = await createAccount('student', `Student To Ban ${Date.now().toString(36)}`);
  const learner = await openAs(browser, student.email, {
    password: student.password,
    path: '/profile',
  });
  await expect(learner.page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  const admin = await openDemoSession(DEMO.admin.email, DEMO.password);
  const banned = await admin.api.patch(`/users/${student.user._id}/toggle-active`);
  expect(banned.ok()).toBe(true);
  await admin.close();

  // No click, no reload: the open page is signed out and shows why.
  await expect(learner.page).toHaveURL(/\/\?error=banned$/);
  await expect(
    learner.page.getByRole('alert').filter({ hasText: 'deactivated by an administrator' }),
  ).toBeVisible();
  await expect(learner.page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // The session is gone on the server too: a protected page sends the student back.
  await learner.page.goto('/profile');
  await expect(learner.page).toHaveURL(/\/$/);
  await learner.context.close();
});
