import { expect, test } from '@playwright/test';
import type { PublicStats } from '@app/shared/protocol';
import { TEST_SITE_LINKS } from '../../scripts/lib/ports';
import { DEMO } from '../support/demo';
import { API_URL } from '../support/platform';
import { TEXTS } from '../support/texts';

test('a visitor sees the live teachers, the figures and the features, in both languages', async ({
  page,
  request,
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
  // The figures are the platform's own, each shown only once the server finds it large enough
  // (earlier journeys may have added lessons); none is invented.
  const { data: stats } = (await (await request.get(`${API_URL}/stats`)).json()) as {
    data: PublicStats;
  };
  const band = page.getByRole('region', { name: 'Quran Live in numbers' });
  const figures = [
    { label: 'Sessions held', value: stats.lessonsTaught?.toLocaleString('en-US') },
    { label: 'Sheikhs teaching', value: stats.activeTeachers?.toLocaleString('en-US') },
    { label: 'Average rating', value: stats.averageRating?.toFixed(1) },
  ];
  if (figures.every(({ value }) => value === undefined)) await expect(band).toHaveCount(0);
  for (const { label, value } of figures) {
    if (value === undefined) await expect(band.getByText(label)).toHaveCount(0);
    else await expect(band).toContainText(`${value}`);
  }
  await expect(page.getByText('1,000+')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Personalized learning' })).toBeVisible();
  // The footer links the school's own pages, as its remotes.json names them.
  const footer = page.getByRole('navigation', { name: 'Site links' });
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute(
    'href',
    TEST_SITE_LINKS.about,
  );
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
    'href',
    TEST_SITE_LINKS.privacy,
  );
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    TEST_SITE_LINKS.contact,
  );

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: TEXTS.ar.shell.landing.heroTitle }),
  ).toBeVisible();
  await expect(
    offline.getByRole('button', { name: TEXTS.ar.shell.landing.teachers.unavailable }),
  ).toBeDisabled();
  await expect(
    page
      .getByRole('navigation', { name: TEXTS.ar.shell.landing.footer.label })
      .getByRole('link', { name: TEXTS.ar.shell.landing.footer.privacy }),
  ).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
