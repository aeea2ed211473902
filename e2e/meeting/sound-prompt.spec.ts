import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/lib/browser';
import { openAs } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { TEXTS } from '../support/texts';

// Chromium as a browser ships it: sound only after the page has seen a click or key press.
// No trace: its snapshots run script in the page as a user gesture, which would unlock sound.
test.use({
  trace: 'off',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream=fps=5',
      '--autoplay-policy=document-user-activation-required',
    ],
  },
});

const teacher = DEMO.teachers[2] ?? DEMO.teachers[0];
if (!teacher) throw new Error('demo teacher missing');

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const T = TEXTS[language].meeting.call;

  test(`a teacher whose page cannot play sound is asked to enable it (${language})`, async ({
    browser,
  }) => {
    const { context, page } = await openAs(browser, teacher.email, {
      prepare: (ctx) => startInLanguage(ctx, language),
    });
    // A reload is a new document: no click yet, so the ringtone could not sound. Playwright's
    // look-ups into a page run as a user gesture too, so none is made until the page has settled
    // and its call layer has asked the browser.
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    const prompt = page.getByRole('region', { name: T.soundPrompt });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(T.soundPrompt);
    await prompt.getByRole('button', { name: T.enableSound }).click();
    await expect(prompt).toBeHidden();

    // Nor does it come back on its own while the page lives.
    await page.waitForTimeout(1_000);
    await expect(prompt).toBeHidden();
    await context.close();
  });
}

test('a student is never asked: only teachers receive calls', async ({ browser }) => {
  const student = DEMO.students[0];
  if (!student) throw new Error('demo student missing');
  const { context, page } = await openAs(browser, student.email);
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('sound-unlock-prompt')).toHaveCount(0);
  await context.close();
});
