import { expect, test } from '@playwright/test';
import { callMeetAndRate } from '../journeys/journey-steps';
import { freshEmail } from '../support/accounts';
import { openAs, recordPeerConnections, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { signUpAsStudent } from '../support/sign-up';
import { fill, TEXTS } from '../support/texts';

const PHONE_360 = { width: 360, height: 740 };

for (const [index, language] of (['en', 'ar'] as const satisfies readonly Language[]).entries()) {
  test(`at 360 px a new student signs up, calls a Sheikh from its card and they meet (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const L = TEXTS[language];
    const teacher = DEMO.teachers[index]!;
    const sheikh = await openAs(browser, teacher.email);

    const context = await browser.newContext({
      viewport: PHONE_360,
      locale: language === 'ar' ? 'ar' : 'en-US',
    });
    await context.addInitScript(recordPeerConnections);
    await startInLanguage(context, language);
    const page = await context.newPage();
    await signUpAsStudent(
      page,
      {
        name: `Phone Learner ${language} ${Date.now().toString(36)}`,
        contact: freshEmail('phone-learner'),
        password: 'phone-secret',
      },
      language,
    );

    // The teacher is a card, its Call button whole on the screen, and nothing scrolls sideways.
    const card = teacherRow(page, teacher.name);
    await expect(card).toHaveAttribute('data-testid', 'teacher-card');
    const call = card.getByRole('button', {
      name: fill(L.meeting.teachers.callTeacher, { name: teacher.name }),
    });
    await expect(call).toBeVisible();
    // Across the screen before any scrolling (a table scrolled sideways would put it off it)...
    const box = (await call.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.width);
    // ...and whole on screen once the page is scrolled down to it.
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await callMeetAndRate(
      {
        teacher: { person: sheikh, name: teacher.name, language: 'en' },
        student: { person: { context, page }, language },
      },
      { stars: 5, comment: language === 'ar' ? 'بارك الله فيكم' : 'Clear and patient' },
    );
    await Promise.all([sheikh.context.close(), context.close()]);
  });
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`at 360 px the waiting room does not scroll sideways (${language})`, async ({ browser }) => {
    const teacher = await openAs(browser, DEMO.teachers[2]!.email, {
      viewport: PHONE_360,
      locale: language === 'ar' ? 'ar' : 'en-US',
      prepare: (context) => startInLanguage(context, language),
    });
    expect(
      await teacher.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await teacher.context.close();
  });
}
