import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';

test('a teacher sees the students, read-only', async ({ context, page }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.teachers[0]!.email, DEMO.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  for (const student of DEMO.students) {
    await expect(page.getByRole('row').filter({ hasText: student.email })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: DEMO.teachers[1]!.email })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Ban|Delete) / })).toHaveCount(0);
});

test('a student sees the Sheikhs, read-only', async ({ context, page }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.students[0]!.email, DEMO.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Sheikhs' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DEMO.teachers[0]!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Ban|Delete) / })).toHaveCount(0);
});
