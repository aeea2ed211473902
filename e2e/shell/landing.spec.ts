import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { TEXTS } from '../support/texts';

test('a visitor sees the live teachers, the figures and the features, in both languages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn the Quran live with a qualified Sheikh' }),
  ).toBeVisible();
  // Every demo teacher has a card (earlier journeys may have added more teachers).
  for (const teacher of DEMO.teachers) {
    await expect(page.getByRole('article', { name: teacher.name })).toBeVisible();
  }
  // The demo teachers are offline: their call buttons say so and cannot be pressed.
  const offline = page.getByRole('article', { name: DEMO.teachers.at(-1)?.name ?? '' });
  await expect(offline.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  await expect(page.getByText('1,000+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personalized learning' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: TEXTS.ar.shell.landing.heroTitle }),
  ).toBeVisible();
  await expect(
    offline.getByRole('button', { name: TEXTS.ar.shell.landing.teachers.unavailable }),
  ).toBeDisabled();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
