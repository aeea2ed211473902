import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PublicStats } from '@app/shared/protocol';
import { TEST_SITE_LINKS } from '../../scripts/lib/ports';
import { DEMO } from '../support/demo';
import { API_URL } from '../support/platform';
import { TEXTS } from '../support/texts';

async function publicStats(request: APIRequestContext): Promise<PublicStats> {
  return ((await (await request.get(`${API_URL}/stats`)).json()) as { data: PublicStats }).data;
}

/** Every count from `low` to `high` as the page writes it ("1,024"); none when not shown. */
function between(low: number | null, high: number | null): string[] {
  if (low === null || high === null) return high === null ? [] : [format(high)];
  return Array.from({ length: high - low + 1 }, (_, index) => format(low + index));
}
const format = (count: number) => count.toLocaleString('en-US');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor sees the live teachers, the figures and the features, in both languages', async ({
  page,
  request,
}) => {
  const before = await publicStats(request);
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
  // (earlier journeys may have added lessons); none is invented. Journeys running beside this
  // one may add teachers and lessons while the page loads, so a count may be anything between
  // what the API said before the page asked and what it says after.
  const band = page.getByRole('region', { name: 'Quran Live in numbers' });
  await expect(async () => {
    const after = await publicStats(request);
    const figures = [
      { label: 'Sessions held', values: between(before.lessonsTaught, after.lessonsTaught) },
      { label: 'Sheikhs teaching', values: between(before.activeTeachers, after.activeTeachers) },
      {
        label: 'Average rating',
        values: [before.averageRating, after.averageRating].flatMap((rating) =>
          rating === null ? [] : [rating.toFixed(1)],
        ),
      },
    ];
    const shown = (await band.count()) === 0 ? '' : ((await band.textContent()) ?? '');
    if (figures.every(({ values }) => values.length === 0)) expect(shown).toBe('');
    for (const { label, values } of figures) {
      if (values.length === 0) expect(shown).not.toContain(label);
      else expect(shown).toMatch(new RegExp(`${values.map(escaped).join('|')}`));
    }
  }).toPass({ timeout: 15_000 });
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
