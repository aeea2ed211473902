import { screen, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import type { User } from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { AttendanceDialog } from '../../../src/features/users/components/attendance-dialog';
import type { AttendanceSide } from '../../../src/features/users/lib/attendance-figures';
import {
  attendancePath,
  NO_LESSONS,
  sheikhTerm,
  sheikhYusuf,
  studentBilal,
  studentTerm,
} from '../../support/attendance';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const userEvent = userEvents.setup({ delay: null });
const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });

/** The direction marks Arabic puts around an interpolated name. */
const ISOLATES = /[\u2066-\u2069]/g;

function openDialog(user: User, side: AttendanceSide) {
  renderInApp(<AttendanceDialog user={user} side={side} onClose={jest.fn()} />, admin);
  return screen.getByRole('dialog');
}

/** Each line of the dialog's list as its label and its number. */
async function figuresIn(dialog: HTMLElement): Promise<[string, string][]> {
  const labels = await within(dialog).findAllByRole('term');
  const values = within(dialog).getAllByRole('definition');
  return labels.map((label, index) => [
    (label.textContent ?? '').replace(ISOLATES, ''),
    values[index]?.textContent ?? '',
  ]);
}

describe("a user's attendance, for an admin", () => {
  beforeEach(() => startI18n('en'));

  it("shows a student's figures, a line each, with when attendance is decided", async () => {
    const sent = installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({
        status: 200,
        body: { data: studentTerm },
      }),
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(dialog).toHaveAccessibleName('Attendance of Bilal');
    expect(dialog).toHaveTextContent('Decided 10 minutes after each booked lesson starts.');
    expect(await figuresIn(dialog)).toEqual([
      ['Booked lessons so far', '9'],
      ['Attended', '6'],
      ['No-shows', '2'],
      ['Sheikh absent (make-up lessons owed)', '1'],
      ['Cancelled by Bilal', '4'],
      ['Cancelled late by Bilal (under 12 hours before)', '3'],
      ['Booked lessons ahead', '5'],
    ]);
    expect(sent.map((request) => request.path)).toEqual([attendancePath(studentBilal)]);
  });

  it("shows a Sheikh's figures: the students' absences, then the Sheikh's own no-shows", async () => {
    installFakeApi({
      [`GET ${attendancePath(sheikhYusuf)}`]: () => ({ status: 200, body: { data: sheikhTerm } }),
    });
    const dialog = openDialog(sheikhYusuf, 'asTeacher');
    expect(await figuresIn(dialog)).toEqual([
      ['Booked lessons so far', '14'],
      ['Attended', '11'],
      ['Student absent', '2'],
      ['No-shows', '1'],
      ['Cancelled by Yusuf', '3'],
      ['Cancelled late by Yusuf (under 12 hours before)', '1'],
      ['Booked lessons ahead', '7'],
    ]);
  });

  it('says so when nothing was ever booked, rather than a list of zeros', async () => {
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({ status: 200, body: { data: NO_LESSONS } }),
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(await within(dialog).findByText('No booked lessons yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('term')).toBeNull();
  });

  it('shows a spinner while loading', () => {
    installFakeApi({});
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
  });

  it('offers Retry after a failure, and shows the figures once it succeeds', async () => {
    let calls = 0;
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () =>
        (calls += 1) === 1
          ? { status: 500, body: { message: 'Internal failure' } }
          : { status: 200, body: { data: studentTerm } },
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(
      await within(dialog).findByText('The attendance could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Internal failure')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await figuresIn(dialog)).toContainEqual(['Attended', '6']);
  });

  it("names a refusal by its code, never by the server's wording", async () => {
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({
        status: 404,
        body: { code: 'users.not_found', message: 'Reworded by the server' },
      }),
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(await within(dialog).findByText('This user no longer exists')).toBeInTheDocument();
    expect(within(dialog).queryByText('Reworded by the server')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("reads in Arabic, counting minutes and hours in Arabic's plural forms", async () => {
    await startI18n('ar');
    installFakeApi({
      [`GET ${attendancePath(sheikhYusuf)}`]: () => ({ status: 200, body: { data: sheikhTerm } }),
    });
    const dialog = openDialog(sheikhYusuf, 'asTeacher');
    expect(dialog.textContent?.replace(ISOLATES, '')).toContain(
      'يُحدَّد الحضور بعد 10 دقائق من بدء كل درس محجوز.',
    );
    expect(await figuresIn(dialog)).toEqual([
      ['الدروس المحجوزة حتى الآن', '14'],
      ['حضرها الطرفان', '11'],
      ['غياب الطالب', '2'],
      ['مرات الغياب', '1'],
      ['إلغاءات Yusuf', '3'],
      ['إلغاءات Yusuf المتأخرة (قبل الموعد بأقل من 12 ساعة)', '1'],
      ['الدروس المحجوزة القادمة', '7'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('reads its empty state in Arabic', async () => {
    await startI18n('ar');
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({ status: 200, body: { data: NO_LESSONS } }),
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(await within(dialog).findByText('لا دروس محجوزة بعد.')).toBeInTheDocument();
  });

  it('reads its failure and Retry in Arabic', async () => {
    await startI18n('ar');
    installFakeApi({
      [`GET ${attendancePath(studentBilal)}`]: () => ({ status: 503, body: {} }),
    });
    const dialog = openDialog(studentBilal, 'asStudent');
    expect(await within(dialog).findByText('تعذّر تحميل الحضور.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
