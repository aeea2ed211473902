import { expect, test } from '@playwright/test';
import { withoutIsolates } from '../../shared/src/i18n/bidi';
import { ar as SHELL_AR } from '../../shell/src/i18n/ar';
import { DEMO } from '../support/demo';
import { startInLanguage } from '../support/language';

// The API answers with codes; the Arabic UI explains a refusal in Arabic, with the field's name
// and its limit, never with the server's English sentence.
test.describe('server refusals explained in the Arabic UI', () => {
  test.beforeEach(async ({ context }) => startInLanguage(context, 'ar'));

  test('a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: SHELL_AR.landing.login, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#field-contact').fill(DEMO.students[1]?.email ?? '');
    await dialog.locator('#field-password').fill('wrong-password');
    await dialog.getByRole('button', { name: SHELL_AR.auth.submitLogin }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    await expect(alert).not.toContainText('Invalid');
  });

  test('a name longer than the limit', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: SHELL_AR.landing.register, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#field-name').fill('ع'.repeat(101));
    await dialog.locator('#field-contact').fill(`long-name-${Date.now()}@example.org`);
    await dialog.locator('#field-birthYear').selectOption('1990');
    await dialog.locator('#field-password').fill('secret123');
    await dialog.locator('#field-confirmPassword').fill('secret123');
    await dialog.getByRole('button', { name: SHELL_AR.auth.submitRegister }).click();
    // The server's refusal shows under the field it is about.
    const refusal = dialog.locator('#field-name-helper-text');
    await expect(refusal).toBeVisible();
    await expect(dialog.locator('#field-name')).toHaveAttribute('aria-invalid', 'true');
    // The field's name and the limit are bidi-isolated inside the Arabic sentence.
    expect(withoutIsolates((await refusal.textContent()) ?? '')).toBe(
      'يجب ألا يزيد الاسم على 100 حرف',
    );
    await expect(page).not.toHaveURL(/error=banned/);
  });
});
