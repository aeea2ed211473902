import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';
import { expectToast, expectTooltip, rowWith, section } from './support/admin-page';

const stamp = Date.now().toString(36);

test.beforeEach(async ({ context }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.superadmin.email, DEMO.password);
});

async function openCreateForm(page: Page) {
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new user' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a superadmin sees every role, creates, edits, bans, unbans and deletes an admin', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  for (const heading of ['Super admins', 'Admins', 'Sheikhs', 'Students']) {
    await expect(section(page, heading)).toBeVisible();
  }
  await expect(rowWith(section(page, 'Sheikhs'), DEMO.teachers[0]!.email)).toBeVisible();

  const email = `admin-${stamp}@example.org`;
  const dialog = await openCreateForm(page);
  await dialog.getByLabel('Name').fill(`New Admin ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  // A superadmin may assign every role.
  await expect(page.getByRole('option')).toHaveText([
    'Super admin',
    'Admin',
    'Sheikh',
    'Guardian',
    'Student',
  ]);
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'User created successfully');
  await expect(dialog).toBeHidden();

  const admins = section(page, 'Admins');
  const row = rowWith(admins, email);
  await expect(row).toContainText(`New Admin ${stamp}`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Verified');
  await expect(row).toContainText('Never');

  await row.getByRole('button', { name: `Edit New Admin ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('Name')).toHaveValue(`New Admin ${stamp}`);
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await expect(edit.getByText('Leave empty to keep current password')).toBeVisible();
  await edit.getByLabel('Name').fill(`Renamed Admin ${stamp}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'User updated successfully');
  await expect(rowWith(admins, email)).toContainText(`Renamed Admin ${stamp}`);

  await rowWith(admins, email)
    .getByRole('button', { name: `Deactivate Renamed Admin ${stamp}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Deactivate account' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expectToast(page, 'User status updated');
  await expect(rowWith(admins, email)).toContainText('Deactivated');
  await rowWith(admins, email)
    .getByRole('button', { name: `Activate Renamed Admin ${stamp}` })
    .click();
  await expect(rowWith(admins, email)).toContainText('Active');

  await rowWith(admins, email)
    .getByRole('button', { name: `Delete Renamed Admin ${stamp}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this user? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted successfully');
  await expect(rowWith(admins, email)).toHaveCount(0);
});

test('the form validates on the client and places server refusals on their fields', async ({
  page,
}) => {
  await page.goto('/users');
  const dialog = await openCreateForm(page);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email or phone is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Duplicate');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('abc');
  await dialog.getByLabel('Name').click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

  // The server refuses a second account with the same email: the message lands on the field.
  await dialog.getByLabel('Email').fill(DEMO.admin.email);
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await openCreateForm(page);
  // Cancel reset the form.
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
});

test('a superadmin cannot ban or delete itself, nor delete another superadmin', async ({
  page,
}) => {
  await page.goto('/users');
  const superadmins = section(page, 'Super admins');
  const self = rowWith(superadmins, DEMO.superadmin.email);
  await expect(self).toContainText('You');
  const ban = self.getByRole('button', { name: `Deactivate ${DEMO.superadmin.name}` });
  await expect(ban).toBeDisabled();
  await expectTooltip(page, ban.locator('..'), 'You cannot deactivate your own account');
  const remove = self.getByRole('button', { name: `Delete ${DEMO.superadmin.name}` });
  await expect(remove).toBeDisabled();
  await expectTooltip(page, remove.locator('..'), 'You cannot delete your own account');

  // Editing oneself: the active switch is off limits, and so is one's own role.
  await self.getByRole('button', { name: `Edit ${DEMO.superadmin.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByRole('switch', { name: 'Active account' })).toBeDisabled();
  await expect(edit.getByText('You cannot deactivate your own account')).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const email = `super-${stamp}@example.org`;
  const dialog = await openCreateForm(page);
  await dialog.getByLabel('Name').fill(`Second Super ${stamp}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Super admin' }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'User created successfully');
  const other = rowWith(superadmins, email);
  const removeOther = other.getByRole('button', { name: `Delete Second Super ${stamp}` });
  await expect(removeOther).toBeDisabled();
  await expectTooltip(page, removeOther.locator('..'), 'A superadmin cannot be deleted');
  // The API refuses it too, with the same words.
  const userId = await other.getAttribute('data-id');
  const answer = await page.request.delete(`${API_URL}/users/${userId}`, {
    headers: { Origin: SHELL_URL },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({
    code: 'users.cannot_delete_superadmin',
    message: 'A superadmin cannot be deleted',
  });
});
