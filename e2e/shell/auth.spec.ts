import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';

test.describe('login and registration from the landing page', () => {
  test('a student logs in and lands on the teachers list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByLabel('Email').fill(DEMO.students[0]?.email ?? '');
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a teacher' })).toBeVisible();
  });

  test('an admin lands on the rooms overview', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByLabel('Email').fill(DEMO.admin.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/rooms$/);
  });

  test('bad input is refused on the field, and a wrong password by the server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    // Not an email, a phone number or a username (which has no spaces).
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(
      dialog.getByText('Enter an email address, a phone number or a username'),
    ).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

    await dialog.getByLabel('Email').fill(DEMO.students[1]?.email ?? '');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded page sends a visitor to log in, then back where they were going', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByLabel('Email').fill(DEMO.students[2]?.email ?? '');
    await dialog.getByLabel('Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a student who registers is signed in and lands on the teachers list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByLabel('Full name').fill('New Student');
    await dialog.getByLabel('Email').fill(`new-student-${Date.now()}@example.org`);
    await dialog.locator('#field-birthYear').selectOption('1990');
    await dialog.locator('#field-password').fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret124');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('secret123');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a teacher' })).toBeVisible();
  });
});
