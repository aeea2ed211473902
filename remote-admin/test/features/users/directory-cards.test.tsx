import { screen, within } from '@testing-library/react';
import { DirectoryCards } from '../../../src/features/users/components/directory-cards';
import { makeUser } from '../../../../shared/test/support/users';
import { renderInApp, startI18n } from '../../support/render';

const amina = makeUser({ _id: 'student-1', name: 'Amina', email: 'amina@example.org' });
const bilal = makeUser({
  _id: 'student-2',
  name: 'Bilal',
  email: 'bilal@example.org',
  lastLogin: '2025-03-01T10:00:00.000Z',
});
const presenceOf = (userId: string) => (userId === 'student-1' ? 'online' : 'offline');

describe('DirectoryCards (the read-only list on small screens)', () => {
  it('shows each user with email, live presence and last login', async () => {
    await startI18n('en');
    renderInApp(<DirectoryCards users={[amina, bilal]} presenceOf={presenceOf} />);

    const first = screen.getByRole('listitem', { name: 'Amina' });
    expect(first).toHaveTextContent('amina@example.org');
    expect(within(first).getByText('Online')).toBeInTheDocument();
    expect(first).toHaveTextContent('Last Login: Never');

    const second = screen.getByRole('listitem', { name: 'Bilal' });
    expect(within(second).getByText('Offline')).toBeInTheDocument();
    expect(second).toHaveTextContent('Last Login: Mar 1, 2025');
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<DirectoryCards users={[amina]} presenceOf={presenceOf} />);
    expect(within(screen.getByRole('listitem', { name: 'Amina' })).getByText('متصل')).toBeVisible();
  });
});
