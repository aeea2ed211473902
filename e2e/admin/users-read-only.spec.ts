import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';
import { TEXTS } from '../support/texts';

test('a teacher sees only the students it has taught: none yet, and no contact details', async ({
  context,
  page,
}) => {
  await startInLanguage(context, 'en');
  const teacher = await createAccount('teacher', 'Sheikh Without Students');
  await signIn(context, teacher.email, teacher.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(page.getByText(TEXTS.en.admin.users.taughtEmpty)).toBeVisible();
  for (const student of DEMO.students) {
    await expect(page.getByText(student.email)).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Ban|Delete) / })).toHaveCount(0);
});

test('a student sees the Sheikhs, read-only', async ({ context, page }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.students[0]!.email, DEMO.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Sheikhs' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DEMO.teachers[0]!.name })).toBeVisible();
  // A Sheikh's contact details reach only the Sheikh and admins.
  await expect(page.getByText(DEMO.teachers[0]!.email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Ban|Delete) / })).toHaveCount(0);
});
