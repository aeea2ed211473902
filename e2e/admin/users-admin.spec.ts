import { expect, test } from '@playwright/test';
import type { User } from '../../shared/src/protocol/user';
import { DEMO } from '../support/demo';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';
import { expectToast, rowWith, section } from './support/admin-page';
import { openDemoSession } from './support/demo-session';

const stamp = Date.now().toString(36);

test.beforeEach(async ({ context }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.admin.email, DEMO.password);
});

test('an admin manages Sheikhs and students only: create, edit, ban, unban, delete', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(section(page, 'Sheikhs')).toBeVisible();
  await expect(section(page, 'Students')).toBeVisible();
  await expect(section(page, 'Admins')).toHaveCount(0);
  await expect(section(page, 'Super admins')).toHaveCount(0);
  await expect(page.getByText(DEMO.superadmin.email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new user' });
  await dialog.getByLabel('Name').fill(`Sheikh ${stamp}`);
  await dialog.getByLabel('Phone').fill('+44 20 7946 0958');
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['Sheikh', 'Guardian', 'Student']);
  await page.getByRole('option', { name: 'Sheikh' }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'User created successfully');

  const sheikhs = section(page, 'Sheikhs');
  const row = rowWith(sheikhs, `Sheikh ${stamp}`);
  // Signed up with a phone: the phone is the contact and the login method.
  await expect(row).toContainText('+442079460958');
  await expect(row).toContainText('Phone');

  await row.getByRole('button', { name: `Edit Sheikh ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByLabel('Name').fill(`Sheikh Renamed ${stamp}`);
  // The active switch saves at once; switching it off asks first.
  await edit.getByRole('switch', { name: 'Active account' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate account' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expectToast(page, 'User status updated');
  await expect(edit.getByRole('switch', { name: 'Active account' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'User updated successfully');
  const renamed = rowWith(sheikhs, `Sheikh Renamed ${stamp}`);
  await expect(renamed).toContainText('Deactivated');

  await renamed.getByRole('button', { name: `Activate Sheikh Renamed ${stamp}` }).click();
  await expect(renamed).toContainText('Active');
  // Switching an account off asks first: Cancel keeps it active, Deactivate bans it.
  const deactivate = renamed.getByRole('button', { name: `Deactivate Sheikh Renamed ${stamp}` });
  const confirmBan = page.getByRole('dialog', { name: 'Deactivate account' });
  await deactivate.click();
  await expect(confirmBan).toContainText(`Sheikh Renamed ${stamp}`);
  await confirmBan.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmBan).toBeHidden();
  await expect(renamed).toContainText('Active');
  await expect(renamed).not.toContainText('Deactivated');
  await deactivate.click();
  await confirmBan.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'User status updated');
  await expect(confirmBan).toBeHidden();
  await expect(renamed).toContainText('Deactivated');

  await renamed.getByRole('button', { name: `Delete Sheikh Renamed ${stamp}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete user' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'User deleted successfully');
  await expect(rowWith(sheikhs, `Sheikh Renamed ${stamp}`)).toHaveCount(0);
});

test('an admin is refused what is outside its rights, with the server message', async ({
  page,
}) => {
  // A student the admin sees...
  const superadmin = await openDemoSession(DEMO.superadmin.email, DEMO.password);
  try {
    const { data: student } = await superadmin.post<{ data: User }>('/users', {
      name: `Promoted ${stamp}`,
      email: `promoted-${stamp}@example.org`,
      password: 'secret123',
      role: 'student',
    });
    await page.goto('/users');
    const row = rowWith(section(page, 'Students'), `Promoted ${stamp}`);
    await expect(row).toBeVisible();

    // ...is made an admin meanwhile: the admin's delete is refused by the server.
    const promoted = await superadmin.api.put(`/users/${student._id}`, { data: { role: 'admin' } });
    expect(promoted.ok()).toBe(true);
    await row.getByRole('button', { name: `Delete Promoted ${stamp}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'You do not have permission to do this');

    // Creating an admin directly through the API is refused as well.
    const answer = await page.request.post(`${API_URL}/users`, {
      headers: { Origin: SHELL_URL },
      data: {
        name: 'Sneaky',
        email: `sneaky-${stamp}@example.org`,
        password: 'secret123',
        role: 'admin',
      },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'auth.forbidden',
      message: 'You do not have permission to do this',
    });
  } finally {
    await superadmin.close();
  }
});
