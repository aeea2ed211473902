import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import type { User } from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { UserCards } from '../../../src/features/users/components/user-cards';
import type { UserRowHandlers } from '../../../src/features/users/components/user-row-actions';
import { abuAmina, childStudent } from '../../support/family';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const userEvent = userEvents.setup({ delay: null });
const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });
const adultStudent = makeUser({ _id: 'student-2', name: 'Bilal', birthYear: 1990 });

function handlers(): UserRowHandlers {
  return {
    actor: admin,
    onEdit: jest.fn(),
    onToggleActive: jest.fn(),
    onApprove: jest.fn(),
    onReject: jest.fn(),
    onDelete: jest.fn(),
    onGuardians: jest.fn(),
    onAttendance: jest.fn(),
    togglingId: undefined,
  };
}

function showCards(users: User[]) {
  const rowHandlers = handlers();
  renderInApp(<UserCards users={users} handlers={rowHandlers} />, admin);
  return rowHandlers;
}

describe('the users cards, with families', () => {
  beforeEach(() => startI18n('en'));

  it("shows a child's username where a contact would be, its birth year, and Minor", () => {
    installFakeApi({});
    showCards([childStudent]);
    const card = screen.getByRole('listitem', { name: 'Amina' });
    expect(card).toHaveTextContent('Username: amina.k');
    expect(card).toHaveTextContent('Student · Username');
    expect(card).toHaveTextContent('Birth year: 2015');
    expect(within(card).getByText('Minor')).toBeInTheDocument();
  });

  it('calls no adult student a minor, and says when a birth year was never given', () => {
    installFakeApi({});
    showCards([adultStudent, makeUser({ _id: 'student-3', name: 'Hamza' })]);
    const adult = screen.getByRole('listitem', { name: 'Bilal' });
    expect(adult).toHaveTextContent('Birth year: 1990');
    expect(within(adult).queryByText('Minor')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Hamza' })).toHaveTextContent(
      'Birth year: Not given',
    );
  });

  it("decides a minor by the installation's minor age", async () => {
    const sent = installFakeApi({
      'GET /config': () => ({ status: 200, body: { data: { minorAge: 8 } } }),
    });
    showCards([childStudent]);
    const card = screen.getByRole('listitem', { name: 'Amina' });
    // Until the configuration arrives, the protocol's default (16) decides.
    expect(within(card).getByText('Minor')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Minor')).toBeNull());
    expect(sent.map((request) => request.path)).toContain('/config');
  });

  it("labels a guardian's card and offers Guardians on students' cards only", async () => {
    installFakeApi({});
    const rowHandlers = showCards([childStudent, abuAmina]);
    const guardian = screen.getByRole('listitem', { name: 'Abu Amina' });
    expect(guardian).toHaveTextContent('+966500000002');
    expect(guardian).toHaveTextContent('Guardian · Phone');
    expect(guardian).not.toHaveTextContent('Birth year');
    expect(within(guardian).queryByRole('button', { name: /Guardians of/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Guardians of Amina' }));
    expect(rowHandlers.onGuardians).toHaveBeenCalledWith(childStudent);
  });

  it("offers Attendance on students' and Sheikhs' cards, not a guardian's or an applicant's", async () => {
    installFakeApi({});
    const sheikh = makeUser({ _id: 'teacher-1', name: 'Yusuf', role: 'teacher' });
    const applicant = makeUser({
      _id: 'teacher-2',
      name: 'Zaid',
      role: 'teacher',
      status: 'pending',
    });
    const rowHandlers = showCards([childStudent, sheikh, abuAmina, applicant]);
    expect(screen.getByRole('button', { name: 'Attendance of Amina' })).toBeInTheDocument();
    const guardian = screen.getByRole('listitem', { name: 'Abu Amina' });
    expect(within(guardian).queryByRole('button', { name: /Attendance of/ })).toBeNull();
    const pending = screen.getByRole('listitem', { name: 'Zaid' });
    expect(within(pending).queryByRole('button', { name: /Attendance of/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Attendance of Yusuf' }));
    expect(rowHandlers.onAttendance).toHaveBeenCalledWith(sheikh);
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    installFakeApi({});
    showCards([childStudent, abuAmina]);
    expect(screen.getByRole('listitem', { name: 'Amina' })).toHaveTextContent('قاصر');
    expect(screen.getByRole('listitem', { name: 'Abu Amina' })).toHaveTextContent('وليّ أمر');
  });
});
