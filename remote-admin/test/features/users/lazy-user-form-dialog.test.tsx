import { screen, within } from '@testing-library/react';
import { makeUser } from '../../../../shared/test/support/users';
import { LazyUserFormDialog } from '../../../src/features/users/components/lazy-user-form-dialog';
import { renderInApp, startI18n } from '../../support/render';

const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });
const student = makeUser({ _id: 'student-1', name: 'Amina' });

beforeAll(() => startI18n('en'));

describe('the create/edit modal, loaded on first opening', () => {
  it('loads nothing while closed', () => {
    renderInApp(
      <LazyUserFormDialog open={false} user={null} actor={admin} onClose={jest.fn()} />,
      admin,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers the opening at once, then shows the form with the user', async () => {
    renderInApp(
      <LazyUserFormDialog open user={student} actor={admin} onClose={jest.fn()} />,
      admin,
    );
    expect(screen.getByRole('dialog', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
    const form = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Amina');
  });
});
