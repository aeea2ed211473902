import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { API_URL } from '../support/platform';
import { isSameDocument, markDocument } from '../support/session';
import { demoAccount, openAs, restoreName } from './profile-session';
import { PROFILE_TEXTS, type ProfileLanguage } from './profile-texts';
import { disguisedText, largePng, smallPng, textFile } from './upload-files';

const AVATAR_PATH = /\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/;

for (const language of Object.keys(PROFILE_TEXTS) as ProfileLanguage[]) {
  const text = PROFILE_TEXTS[language];
  // One student per language, so the two runs never see each other's changes.
  const student = demoAccount(DEMO.students, language === 'en' ? 0 : 1);

  test.describe(`profile (${language})`, () => {
    test('a student renames and uploads a PNG, and sees it in the top bar at once and after reload', async ({
      browser,
    }) => {
      const { context, page } = await openAs(browser, language, student.email, '/profile');
      try {
        await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', text.dir);
        await expect(page.getByRole('textbox', { name: text.email })).toHaveValue(student.email);
        await markDocument(page);

        const newName = `${student.name} ${language.toUpperCase()}`;
        const name = page.getByRole('textbox', { name: text.name });
        await name.fill(`  ${newName}  `);
        await page.locator('input[type="file"]').setInputFiles(await smallPng());
        await expect(page.getByText(text.selected)).toBeVisible();

        // The save is held at the network so its in-flight state can be seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`${API_URL}/auth/profile`, async (route) => {
          if (route.request().method() === 'PUT') await held;
          await route.continue();
        });
        const submit = page.getByRole('button', { name: text.submit });
        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/auth/profile') && response.request().method() === 'PUT',
        );
        await submit.click();
        await expect(submit).toBeDisabled();
        release();
        const response = await saved;
        expect(response.status()).toBe(200);
        // Only the changed, trimmed name and the picture were sent.
        const body = response.request().postDataBuffer()?.toString('latin1') ?? '';
        expect(body).toContain(`name="name"\r\n\r\n${Buffer.from(newName).toString('latin1')}\r\n`);
        expect(body).toContain('name="avatar"; filename="avatar.png"');

        await expect(page.getByText(text.updated)).toBeVisible();
        await expect(submit).toBeEnabled();
        await expect(page.getByText(text.selected)).toBeHidden();
        const topBarAvatar = page.getByRole('banner').getByRole('img', { name: newName });
        await expect(topBarAvatar).toHaveAttribute('src', AVATAR_PATH);
        await expect
          .poll(() => topBarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await isSameDocument(page)).toBe(true);
        const src = await topBarAvatar.getAttribute('src');

        await page.reload();
        await expect(name).toHaveValue(newName);
        await expect(page.getByRole('banner').getByRole('img', { name: newName })).toHaveAttribute(
          'src',
          src ?? '',
        );
        // Saving again with nothing changed sends nothing.
        await page.getByRole('button', { name: text.submit }).click();
        await expect(page.getByText(text.noChanges)).toBeVisible();
      } finally {
        await restoreName(context, student.name);
        await context.close();
      }
    });

    test('a wrong file type and a too-large file are refused with the right message', async ({
      browser,
    }) => {
      const { context, page } = await openAs(browser, language, student.email, '/profile');
      try {
        let saves = 0;
        page.on('request', (request) => {
          if (request.url().endsWith('/auth/profile') && request.method() === 'PUT') saves += 1;
        });
        const form = page.getByRole('form');
        const input = page.locator('input[type="file"]');
        const submit = page.getByRole('button', { name: text.submit });

        await input.setInputFiles(textFile());
        await expect(form.getByRole('alert')).toHaveText(text.invalidType);
        await submit.click();
        await input.setInputFiles(await largePng());
        await expect(form.getByRole('alert')).toHaveText(text.tooLarge);
        await submit.click();
        await expect(form.getByRole('alert')).toHaveText(text.tooLarge);

        // Text named .png passes the browser's check; the server reads the bytes (415).
        await input.setInputFiles(disguisedText());
        await expect(form.getByRole('alert')).toHaveCount(0);
        await submit.click();
        await expect(page.getByText(text.invalidType)).toBeVisible();
        // The refused files above never left the browser.
        expect(saves).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
}
