import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';

const CHECKING = 'Checking authentication...';
const LONGEST_SPINNER_MS = 500;
const RELOADS = 3;

interface SpinnerRecord {
  shownAt: number | null;
  longestMs: number;
}

/**
 * Runs in every document before its scripts: records how long the session check's spinner is on
 * screen, from the DOM's own changes (performance.now(), so no polling gap is counted).
 */
function recordSpinner(text: string): void {
  const record: SpinnerRecord = { shownAt: null, longestMs: 0 };
  (window as unknown as { __authSpinner: SpinnerRecord }).__authSpinner = record;
  const check = () => {
    const shown = Array.from(document.querySelectorAll('[role="status"]')).some((element) =>
      element.textContent?.includes(text),
    );
    const now = performance.now();
    if (shown && record.shownAt === null) record.shownAt = now;
    if (!shown && record.shownAt !== null) {
      record.longestMs = Math.max(record.longestMs, now - record.shownAt);
      record.shownAt = null;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/** The longest the spinner has been on screen in this document, counting one still showing. */
function longestSpinnerMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const record = (window as unknown as { __authSpinner: SpinnerRecord }).__authSpinner;
    const current = record.shownAt === null ? 0 : performance.now() - record.shownAt;
    return Math.max(record.longestMs, current);
  });
}

const PEOPLE = [
  { who: 'a student', email: DEMO.students[0]?.email ?? '', heading: 'Find a teacher' },
  { who: 'a teacher', email: DEMO.teachers[0]?.email ?? '', heading: 'Waiting room' },
];

test.describe('a signed-in reload of /main', () => {
  for (const { who, email, heading } of PEOPLE) {
    test(`is usable at once for ${who}: no session check spinner past ${LONGEST_SPINNER_MS} ms`, async ({
      context,
      page,
    }) => {
      await signIn(context, email, DEMO.password);
      await context.addInitScript(recordSpinner, CHECKING);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await page.goto('/main');
      await expect(title).toBeVisible();
      for (let reload = 1; reload <= RELOADS; reload += 1) {
        await page.reload();
        await expect(title).toBeVisible();
        await expect(page.getByText(CHECKING)).toHaveCount(0);
        expect(await longestSpinnerMs(page), `reload ${reload}`).toBeLessThanOrEqual(
          LONGEST_SPINNER_MS,
        );
      }
    });
  }
});
