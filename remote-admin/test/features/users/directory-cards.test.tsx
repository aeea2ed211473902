import type { ListedStudent } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { DirectoryCards } from '../../../src/features/users/components/directory-cards';
import { makeListedUser } from '../../../../shared/test/support/users';
import { renderInApp, startI18n } from '../../support/render';

const yusuf = {
  ...makeListedUser({ _id: 'teacher-1', name: 'Yusuf', role: 'teacher' }),
  lastLogin: null,
};
const hamza = {
  ...makeListedUser({ _id: 'teacher-2', name: 'Hamza', role: 'teacher' }),
  lastLogin: '2025-03-01T10:00:00.000Z',
};
const amina: ListedStudent = {
  _id: 'student-1',
  name: 'Amina',
  avatar: null,
  role: 'student',
  isOnline: true,
  isBusy: false,
  inMeeting: false,
  status: 'online',
};
const presenceOf = (userId: string) => (userId === 'teacher-1' ? 'online' : 'offline');

describe('DirectoryCards (the read-only list on small screens)', () => {
  it('shows each Sheikh with live presence and last login, and never a contact', async () => {
    await startI18n('en');
    renderInApp(<DirectoryCards users={[yusuf, hamza]} presenceOf={presenceOf} />);

    const first = screen.getByRole('listitem', { name: 'Yusuf' });
    expect(within(first).getByText('Online')).toBeInTheDocument();
    expect(first).toHaveTextContent('Last Login: Never');
    expect(first).not.toHaveTextContent('@');

    const second = screen.getByRole('listitem', { name: 'Hamza' });
    expect(within(second).getByText('Offline')).toBeInTheDocument();
    expect(second).toHaveTextContent('Last Login: Mar 1, 2025');
  });

  it('shows a taught student as a name card: presence, not when a child signs in', async () => {
    await startI18n('en');
    renderInApp(<DirectoryCards users={[amina]} presenceOf={() => 'online'} />);
    const card = screen.getByRole('listitem', { name: 'Amina' });
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Last Login');
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<DirectoryCards users={[yusuf]} presenceOf={presenceOf} />);
    expect(within(screen.getByRole('listitem', { name: 'Yusuf' })).getByText('متصل')).toBeVisible();
  });
});
