import { expect, type Page } from '@playwright/test';
import type { Language } from './language';
import { TEXTS } from './texts';

export interface SignUp {
  name: string;
  /** An email address or a phone number, as the form's one contact field takes it. */
  contact: string;
  password: string;
}

/**
 * A new student signs up with the register form of the landing page's dialog, as a person
 * would, and lands on /main (a student is admitted at once).
 */
export async function signUpAsStudent(
  page: Page,
  { name, contact, password }: SignUp,
  language: Language = 'en',
): Promise<void> {
  const T = TEXTS[language].shell;
  await page.goto('/');
  await page.getByRole('button', { name: T.landing.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: T.auth.dialogTitle });
  await dialog.getByLabel(T.auth.fields.name).fill(name);
  await dialog.getByLabel(T.auth.fields.contact).fill(contact);
  // An adult's year: a minor's sign-up waits for a guardian (guardians.spec.ts).
  await dialog.locator('#field-birthYear').selectOption('1990');
  await dialog.locator('#field-password').fill(password);
  await dialog.getByLabel(T.auth.fields.confirmPassword).fill(password);
  await dialog.getByRole('button', { name: T.auth.submitRegister }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
