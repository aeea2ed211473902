import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { demoAccount, openAs } from './profile-session';
import { PROFILE_TEXTS, type ProfileLanguage } from './profile-texts';

for (const language of Object.keys(PROFILE_TEXTS) as ProfileLanguage[]) {
  const text = PROFILE_TEXTS[language];
  const teacher = demoAccount(DEMO.teachers, 1);
  const student = demoAccount(DEMO.students, language === 'en' ? 0 : 1);

  test(`a teacher switches to busy on the profile and a student sees it live (${language})`, async ({
    browser,
  }) => {
    const teaching = await openAs(browser, language, teacher.email, '/profile');
    const watching = await openAs(browser, language, student.email, '/');
    try {
      const toggle = teaching.page.getByRole('switch', { name: text.switchLabel });
      await expect(toggle).toBeChecked();
      const card = watching.page.getByRole('article', { name: teacher.name });
      await expect(card.getByRole('button', { name: text.landingCall })).toBeEnabled();
      // The same student also has the teachers list (/main) open in a second tab.
      const list = await watching.context.newPage();
      await list.goto('/main');
      const row = list.getByRole('row', { name: teacher.name });
      await expect(row.getByRole('button', { name: text.listCall })).toBeEnabled();

      await toggle.click();
      await expect(teaching.page.getByText(text.updated)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await expect(card.getByRole('button', { name: text.landingBusy })).toBeDisabled();
      await expect(row.getByRole('button', { name: text.landingBusy })).toBeDisabled();
      await expect(row.getByRole('button', { name: text.listCall })).toHaveCount(0);

      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(card.getByRole('button', { name: text.landingCall })).toBeEnabled();
      await expect(row.getByRole('button', { name: text.listCall })).toBeEnabled();
    } finally {
      await teaching.context.close();
      await watching.context.close();
    }
  });
}
