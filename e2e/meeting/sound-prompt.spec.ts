import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/lib/browser';
import { openAs } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { TEXTS } from '../support/texts';

// Chromium as a browser ships it: sound only after the page has seen a click or key press.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
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
    // A reload is a new document: no click yet, so the ringtone could not sound.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const prompt = page.getByRole('region', { name: T.soundPrompt });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(T.soundPrompt);
    const ringtoneAllowed = () =>
      page.evaluate(async () => {
        const probe = new AudioContext();
        const state = probe.state;
        await probe.close();
        return state;
      });
    expect(await ringtoneAllowed()).toBe('suspended');

    await prompt.getByRole('button', { name: T.enableSound }).click();
    await expect(prompt).toBeHidden();
    // What the prompt promised: a context made now, as the ringtone makes one, plays.
    await expect.poll(ringtoneAllowed).toBe('running');

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
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('sound-unlock-prompt')).toHaveCount(0);
  await context.close();
});
