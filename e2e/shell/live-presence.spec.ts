import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';

test('the landing page shows a teacher going online and offline, live', async ({
  page,
  browser,
}) => {
  const teacher = DEMO.teachers[0];
  if (!teacher) throw new Error('no demo teacher');
  await page.goto('/');
  const card = page.getByRole('article', { name: teacher.name });
  await expect(card.getByText('Offline')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unavailable' })).toBeDisabled();

  const teacherContext = await browser.newContext({ locale: 'en-US' });
  await signIn(teacherContext, teacher.email, DEMO.password);
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/main');
  await expect(teacherPage.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(card.getByText('Online')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Call Now' })).toBeEnabled();

  // Closing the teacher's only tab takes it offline once the reconnect grace period is over.
  await teacherContext.close();
  await expect(card.getByText('Offline')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
});
