import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { startInLanguage, type Language } from '../support/language';
import { loggedMailLink } from '../support/mail-log';

const TEXTS = {
  en: {
    login: 'Login',
    dialog: 'Welcome',
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send the link',
    sent: 'If an account uses this address',
    title: 'Choose a new password',
    save: 'Save the new password',
    done: 'Your password was changed',
    invalid: 'This link is invalid, already used or expired',
    password: 'Password',
  },
  ar: {
    login: 'تسجيل الدخول',
    dialog: 'أهلًا بك',
    forgot: 'نسيت كلمة المرور؟',
    email: 'البريد الإلكتروني',
    send: 'إرسال الرابط',
    sent: 'إن كان هذا البريد مرتبطًا بحساب',
    title: 'اختيار كلمة مرور جديدة',
    save: 'حفظ كلمة المرور الجديدة',
    done: 'تم تغيير كلمة المرور',
    invalid: 'هذا الرابط غير صالح',
    password: 'كلمة المرور',
  },
} as const;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`forgot password end to end with the mailed link (${language})`, async ({ browser }) => {
    const text = TEXTS[language];
    const account = await createAccount('student', `Forgetful ${language} ${Date.now()}`);
    const context = await browser.newContext();
    await startInLanguage(context, language);
    const page = await context.newPage();

    await page.goto('/');
    await page.getByRole('button', { name: text.login, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('button', { name: text.forgot }).click();
    await dialog.getByLabel(text.email).fill(account.email);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByRole('status')).toContainText(text.sent);

    // The platform has no SMTP server: the API logged the link, as an operator would see it.
    const link = await loggedMailLink('passwordReset', account.email);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await page.locator('#field-password').fill('brand-new-secret');
    await page.locator('#field-confirmPassword').fill('brand-new-secret');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status')).toContainText(text.done);

    // The link worked once.
    await page.goto(`${url.pathname}${url.search}`);
    await page.locator('#field-password').fill('another-secret');
    await page.locator('#field-confirmPassword').fill('another-secret');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert')).toContainText(text.invalid);

    // The new password signs in; the old one does not.
    await page.goto('/');
    await page.getByRole('button', { name: text.login, exact: true }).first().click();
    const login = page.getByRole('dialog', { name: text.dialog });
    await login.getByLabel(text.email).fill(account.email);
    await login.getByLabel(text.password).fill(account.password);
    await login.getByRole('button', { name: text.login, exact: true }).click();
    await expect(login.getByRole('alert')).toBeVisible();
    await login.getByLabel(text.password).fill('brand-new-secret');
    await login.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(/\/main$/);
    await context.close();
  });
}
