import { expect, test, type Page } from '@playwright/test';
import { DARK_THEME_COLORS, THEME_TOKENS } from '../../shared/src/theme/theme-tokens';
import { expectAccessible } from '../support/axe';
import { openAs } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';

// The system asks for a dark scheme: the landing page's CSS and MUI's theme both turn dark,
// and axe still finds no serious contrast (or other) violation.
test.use({ colorScheme: 'dark' });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page's background, as the browser computed it (rgb(...)). */
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const student = DEMO.students[0];
const teacher = DEMO.teachers[0];
if (!student || !teacher) throw new Error('demo accounts missing');

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  test.describe(`dark scheme, ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('the landing page follows the system into dark, readable', async ({ page, context }) => {
      await startInLanguage(context, language);
      await page.goto('/');
      await expect(h1(page)).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await backgroundOf(page)).toBe(rgb(DARK_THEME_COLORS.background));
      await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
        'content',
        DARK_THEME_COLORS.paper,
      );
      await expectAccessible(page, `landing, dark, ${language}`);
    });

    test('/main for a student and a teacher is dark, readable', async ({ browser }) => {
      for (const email of [student.email, teacher.email]) {
        const { context, page } = await openAs(browser, email, {
          prepare: (ctx) => startInLanguage(ctx, language),
        });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForLoadState('networkidle');
        expect(await backgroundOf(page)).toBe(rgb(DARK_THEME_COLORS.background));
        await expectAccessible(page, `/main, dark, ${language}, ${email}`);
        // The system switching back to light brings the light theme, with no reload.
        await page.emulateMedia({ colorScheme: 'light' });
        await expect.poll(() => backgroundOf(page)).toBe(rgb(THEME_TOKENS.background));
        await context.close();
      }
    });
  });
}
