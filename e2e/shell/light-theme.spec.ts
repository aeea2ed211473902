import { expect, test, type Page } from '@playwright/test';
import { THEME_TOKENS } from '../../shared/src/theme/theme-tokens';
import { openAs } from '../support/call';
import { DEMO } from '../support/demo';

// The product is light, as the source product has it: a system asking for a dark scheme
// changes neither the landing page's CSS nor MUI's theme, and the stored flag says so.
test.use({ colorScheme: 'dark' });

/** The page's background, as the browser computed it (rgb(...)). */
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test('a system in dark mode still gets the light theme, landing page and MUI screens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await backgroundOf(page)).toBe(rgb(THEME_TOKENS.background));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    THEME_TOKENS.paper,
  );
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');

  const { context, page: signedIn } = await openAs(browser, DEMO.students[0]!.email);
  await signedIn.emulateMedia({ colorScheme: 'dark' });
  await expect(signedIn.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await backgroundOf(signedIn)).toBe(rgb(THEME_TOKENS.background));
  await context.close();
});
