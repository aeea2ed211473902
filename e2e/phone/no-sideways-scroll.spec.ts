import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { signIn } from '../support/session';
import { PHONE_SCREENS, VIEWER_EMAIL, type Viewer } from './phone-routes';

// The smallest phone the app supports, held upright.
const SMALL_PHONE = { width: 360, height: 740 };

/** How far the page reaches past the screen's right (or, in Arabic, left) edge, in px. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function openContext(browser: Browser, viewer: Viewer, language: Language) {
  const context = await browser.newContext({ viewport: SMALL_PHONE, locale: 'en-US' });
  await startInLanguage(context, language);
  if (viewer !== 'visitor') await signIn(context, VIEWER_EMAIL[viewer], DEMO.password);
  return context;
}

const viewers = [...new Set(PHONE_SCREENS.map((screen) => screen.as))];

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const viewer of viewers) {
    const screens = PHONE_SCREENS.filter((screen) => screen.as === viewer);
    test(`no screen scrolls sideways at 360 px: ${viewer}, ${language}`, async ({ browser }) => {
      test.setTimeout(30_000 + screens.length * 15_000);
      const context = await openContext(browser, viewer, language);
      const page = await context.newPage();
      const wide: Array<{ screen: string; overflow: number }> = [];
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path());
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await screen.open?.(page, language);
          // Lists and cards arrive just after the heading: measure once they have settled.
          await page.waitForLoadState('networkidle');
          const by = await overflow(page);
          if (by > 0) wide.push({ screen: screen.name, overflow: by });
        });
      }
      expect(wide).toEqual([]);
      // The measure itself can see a page that is too wide.
      await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.id = 'e2e-too-wide';
        probe.style.width = '400px';
        probe.style.height = '1px';
        document.body.append(probe);
      });
      expect(await overflow(page)).toBeGreaterThan(0);
      await context.close();
    });
  }
}
