import { screen } from '@testing-library/react';
import { makeUser } from '../../../../shared/test/support/users';
import { LazyAttendanceDialog } from '../../../src/features/users/components/lazy-attendance-dialog';
import { attendancePath, NO_LESSONS, studentBilal } from '../../support/attendance';
import { ummAmina } from '../../support/family';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });

beforeAll(() => startI18n('en'));

describe("a user's attendance, loaded on first opening", () => {
  it('loads and asks nothing while closed', () => {
    const sent = installFakeApi({});
    renderInApp(<LazyAttendanceDialog user={null} onClose={jest.fn()} />, admin);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it.each([
    ['a guardian', ummAmina],
    ['an admin', admin],
  ])('opens nothing for %s, who takes no lessons', (_, user) => {
    const sent = installFakeApi({});
    renderInApp(<LazyAttendanceDialog user={user} onClose={jest.fn()} />, admin);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('answers the opening at once, then shows the dialog of that user', async () => {
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({ status: 200, body: { data: NO_LESSONS } }),
    });
    renderInApp(<LazyAttendanceDialog user={studentBilal} onClose={jest.fn()} />, admin);
    expect(screen.getByRole('dialog', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('dialog', { name: 'Attendance of Bilal' })).toBeInTheDocument();
  });
});
