import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openAs } from '../support/call';
import { startInLanguage, type Language } from '../support/language';
import { navigateWithMenu } from '../support/session';
import { fill, TEXTS } from '../support/texts';
import { PHONE } from '../../scripts/lib/viewports';
import { callMeetAndRate } from '../journeys/journey-steps';

/** The narrowest phone the history must fit without sideways scrolling. */
const NARROW_PHONE = { width: 360, height: 740 };

/** Opens /history from the side menu, as a person would, and waits for its heading. */
async function openHistory(page: Page, language: Language): Promise<void> {
  const T = TEXTS[language];
  await navigateWithMenu(page, T.shell.menu.open, T.shell.menu.items.history);
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: T.history.title })).toBeVisible();
}

/** The one entry of a fresh account's history (a row on wide screens, a card on phones). */
const onlyEntry = async (page: Page) => {
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(1);
  return entries.first();
};

const starsLabel = (language: Language, stars: number) =>
  language === 'en'
    ? `${stars} stars out of 5`
    : fill(TEXTS.ar.history.stars_few, { count: stars });

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`after a rated session both sides' histories show it (${language})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const T = TEXTS[language];
    const stamp = Date.now().toString(36);
    const teacher = await createAccount('teacher', `History Sheikh ${language} ${stamp}`);
    const student = await createAccount('student', `History Student ${language} ${stamp}`);
    const comment =
      language === 'en' ? `Clear makharij, thank you ${stamp}` : `جزاكم الله خيرا ${stamp}`;
    const prepare = (context: Parameters<typeof startInLanguage>[0]) =>
      startInLanguage(context, language);
    const locale = language === 'en' ? 'en-US' : 'ar';
    const sheikh = await openAs(browser, teacher.email, {
      password: teacher.password,
      locale,
      prepare,
    });
    // The Arabic run has the student on a phone.
    const learner = await openAs(browser, student.email, {
      password: student.password,
      locale,
      prepare,
      ...(language === 'ar' ? { viewport: PHONE } : {}),
    });

    // Before any session, each history says it is empty.
    await openHistory(learner.page, language);
    await expect(learner.page.getByText(T.history.empty.student)).toBeVisible();
    await learner.page.goto('/main');

    await callMeetAndRate(
      {
        teacher: { person: sheikh, name: teacher.user.name, language },
        student: { person: learner, language },
      },
      { stars: 4, comment },
    );

    // The student's history: the Sheikh, a duration, and the rating it gave with its comment.
    await openHistory(learner.page, language);
    const mine = await onlyEntry(learner.page);
    await expect(mine).toContainText(teacher.user.name);
    await expect(mine.getByRole('img', { name: starsLabel(language, 4) })).toBeVisible();
    await expect(mine).toContainText(comment);
    await expectAccessible(learner.page, `/history, student (${language})`);
    if (language === 'ar') {
      await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
      // A card, not a table, and nothing wider than a 360 px screen.
      await expect(learner.page.getByRole('table')).toHaveCount(0);
      await learner.page.setViewportSize(NARROW_PHONE);
      await expect(mine).toBeVisible();
      expect(
        await learner.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(NARROW_PHONE.width);
    } else {
      await expect(learner.page.getByRole('table', { name: T.history.title })).toBeVisible();
    }

    // The Sheikh's history: the student, and the rating and comment received.
    await openHistory(sheikh.page, language);
    const taught = await onlyEntry(sheikh.page);
    await expect(taught).toContainText(student.user.name);
    await expect(taught.getByRole('img', { name: starsLabel(language, 4) })).toBeVisible();
    await expect(taught).toContainText(comment);
    await expectAccessible(sheikh.page, `/history, teacher (${language})`);
    await expect(
      sheikh.page.getByRole('columnheader', { name: T.history.columns.ratingReceived }),
    ).toBeVisible();

    await Promise.all([sheikh.context.close(), learner.context.close()]);
  });
}
