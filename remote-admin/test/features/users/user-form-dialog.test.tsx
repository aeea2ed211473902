import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import type { User } from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { UserFormDialog } from '../../../src/features/users/components/user-form-dialog';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const superadmin = makeUser({ _id: 'super', name: 'Super', role: 'superadmin' });
const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });

beforeAll(() => startI18n('en'));

// Typing without a pause between keys: these tests are about the form, not the keyboard.
const userEvent = userEvents.setup({ delay: null });

function openForm(actor: User, user: User | null = null) {
  const onClose = jest.fn();
  renderInApp(<UserFormDialog open user={user} actor={actor} onClose={onClose} />, actor);
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('user create/edit modal', () => {
  it('shows the rules on submit and sends nothing while they fail', async () => {
    const sent = installFakeApi({});
    const { dialog } = openForm(admin);
    expect(within(dialog).getByRole('heading', { name: 'Add new user' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email or phone is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'abc');
    expect(
      await within(dialog).findByText('Password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers an admin only Sheikh, Guardian and Student', async () => {
    installFakeApi({});
    const { dialog } = openForm(admin);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sheikh',
      'Guardian',
      'Student',
    ]);
  });

  it('creates a guardian account as it creates a student: name, phone, password', async () => {
    const sent = installFakeApi({
      'POST /users': () => ({ status: 201, body: { data: makeUser({ role: 'guardian' }) } }),
    });
    const { dialog, onClose } = openForm(admin);
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Umm Amina');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+966500000001');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Guardian' }));
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Umm Amina',
      phone: '+966500000001',
      role: 'guardian',
      password: 'secret123',
      active: true,
    });
  });

  it("renames a child's account, which signs in with a username and has no contact", async () => {
    const child = makeUser({
      _id: 'child-1',
      name: 'Amina',
      email: null,
      username: 'amina.k',
      loginMethod: 'username',
      birthYear: 2015,
    });
    const sent = installFakeApi({
      'PUT /users/child-1': () => ({ status: 200, body: { data: child } }),
    });
    const { dialog, onClose } = openForm(admin, child);
    expect(
      within(dialog).getByText('Signs in with the username amina.k, without email or phone.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Name/), ' Yusuf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(within(dialog).queryByText('Email or phone is required')).toBeNull();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/users/child-1',
        body: { name: 'Amina Yusuf', role: 'student', active: true },
      },
    ]);
  });

  it('creates with trimmed values, empty ones left out, then closes', async () => {
    const sent = installFakeApi({
      'POST /users': () => ({ status: 201, body: { data: makeUser() } }),
    });
    const { dialog, onClose } = openForm(superadmin);
    await userEvent.type(within(dialog).getByLabelText(/Name/), '  Ali  ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ali@example.org ');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/users',
      body: {
        name: 'Ali',
        email: 'ali@example.org',
        role: 'student',
        password: 'secret123',
        active: true,
      },
    });
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  });

  it('places a duplicate email refused by the server on the email field', async () => {
    installFakeApi({
      'POST /users': () => ({
        status: 409,
        body: { code: 'users.email_taken', message: 'Reworded by the server' },
      }),
    });
    const { dialog, onClose } = openForm(superadmin);
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Ali');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'taken@example.org');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(
      await within(dialog).findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits without the password when it is left empty', async () => {
    const teacher = makeUser({ _id: 'teacher-1', name: 'Sheikh Ali', role: 'teacher' });
    const sent = installFakeApi({
      'PUT /users/teacher-1': () => ({ status: 200, body: { data: teacher } }),
    });
    const { dialog, onClose } = openForm(admin, teacher);
    expect(within(dialog).getByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
    expect(within(dialog).getByText('Leave empty to keep current password')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Name/));
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Sheikh Omar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/users/teacher-1',
        body: { name: 'Sheikh Omar', email: teacher.email, role: 'teacher', active: true },
      },
    ]);
  });

  it('saves the active switch at once, with active alone, once a deactivation is confirmed', async () => {
    const student = makeUser({ _id: 'student-1', role: 'student' });
    const sent = installFakeApi({
      'PUT /users/student-1': () => ({
        status: 200,
        body: { data: { ...student, active: false } },
      }),
    });
    const { dialog } = openForm(admin, student);
    const activeSwitch = within(dialog).getByRole('switch', { name: 'Active account' });
    await userEvent.click(activeSwitch);
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate account' });
    // Cancel keeps the account active and sends nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Deactivate account' })).toBeNull(),
    );
    expect(activeSwitch).toBeChecked();
    expect(sent).toEqual([]);
    await userEvent.click(activeSwitch);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate account' })).getByRole(
        'button',
        { name: 'Deactivate' },
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('switch')).not.toBeChecked());
    expect(sent).toEqual([{ method: 'PUT', path: '/users/student-1', body: { active: false } }]);
    expect(await screen.findByText('User status updated')).toBeInTheDocument();
  });

  it('will not deactivate or re-role the signed-in account', () => {
    installFakeApi({});
    const { dialog } = openForm(superadmin, superadmin);
    expect(within(dialog).getByRole('switch', { name: 'Active account' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot deactivate your own account')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
