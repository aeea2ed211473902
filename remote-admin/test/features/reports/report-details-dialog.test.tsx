import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import type { Report } from '@app/shared';
import { ReportDetailsDialog } from '../../../src/features/reports/components/report-details-dialog';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';
import { safetyDetail, safetyReport } from '../../support/reports';

const userEvent = userEvents.setup({ delay: null });
const DETAIL_PATH = `/admin/reports/${safetyReport._id}`;

const openDialog = () => {
  renderInApp(<ReportDetailsDialog report={safetyReport} open onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: /Report: Safety concern/ });
};

describe('a report opened from the queue', () => {
  it("shows the note, the lesson's chat, its marks and its refused contact details", async () => {
    await startI18n('en');
    installFakeApi({
      [`GET ${DETAIL_PATH}`]: () => ({ status: 200, body: { data: safetyDetail } }),
    });
    const dialog = openDialog();

    expect(within(dialog).getByText('Urgent')).toBeInTheDocument();
    expect(within(dialog).getByText('He asked where I live.')).toBeInTheDocument();
    expect(within(dialog).getByText('room-amina-yusuf')).toBeInTheDocument();

    const chat = await within(dialog).findByRole('list', { name: 'Chat messages' });
    const messages = within(chat).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Sheikh Yusuf · Sheikh');
    expect(messages[0]).toHaveTextContent('Which city are you in?');
    expect(messages[1]).toHaveTextContent('I would rather not say.');

    expect(within(dialog).getByText('1 mistake marked')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Tajweed mistake: Madd · Surah 2, ayah 255/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 text refused for holding contact details'),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    installFakeApi({
      [`GET ${DETAIL_PATH}`]: () => ({ status: 200, body: { data: safetyDetail } }),
    });
    renderInApp(<ReportDetailsDialog report={safetyReport} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /مخاوف تتعلق بالسلامة/ })).toBeVisible();
    expect(await within(dialog).findByText('خطأ واحد مسجّل')).toBeInTheDocument();
    expect(within(dialog).getByText('رُفض نص واحد لاحتوائه على بيانات تواصل')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'تغيير الحالة' })).toBeInTheDocument();
  });

  it('moves the report to the chosen status and shows the status the server answered', async () => {
    await startI18n('en');
    const reviewed: Report = {
      ...safetyReport,
      status: 'in_review',
      handledBy: { _id: '0197a0c4-1f2e-7000-8000-00000000c009', name: 'Admin Huda' },
    };
    const sent = installFakeApi({
      [`GET ${DETAIL_PATH}`]: () => ({ status: 200, body: { data: safetyDetail } }),
      [`PATCH ${DETAIL_PATH}`]: () => ({ status: 200, body: { data: reviewed } }),
    });
    const dialog = openDialog();
    await within(dialog).findByRole('list', { name: 'Chat messages' });
    const actions = within(dialog).getByRole('group', { name: 'Set the status' });
    expect(within(actions).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(actions).getByRole('button', { name: 'In review' }));

    await waitFor(() =>
      expect(within(actions).getByRole('button', { name: 'In review' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: DETAIL_PATH, body: { status: 'in_review' } },
    ]);
    const status = within(dialog).getByText('Status').nextElementSibling;
    expect(status).toHaveTextContent('In review');
    expect(within(dialog).getByText('Admin Huda')).toBeInTheDocument();
    expect(await screen.findByText('The report is now: In review')).toBeInTheDocument();
  });

  it('keeps the status and says so when the server refuses the change', async () => {
    await startI18n('en');
    installFakeApi({
      [`GET ${DETAIL_PATH}`]: () => ({ status: 200, body: { data: safetyDetail } }),
      [`PATCH ${DETAIL_PATH}`]: () => ({
        status: 500,
        body: { code: 'internal', message: 'Down' },
      }),
    });
    const dialog = openDialog();
    const actions = within(dialog).getByRole('group', { name: 'Set the status' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByText('The status could not be changed.')).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("offers Retry when the lesson's record could not be loaded", async () => {
    await startI18n('en');
    let failing = true;
    installFakeApi({
      [`GET ${DETAIL_PATH}`]: () =>
        failing
          ? { status: 500, body: { code: 'internal', message: 'Down' } }
          : { status: 200, body: { data: safetyDetail } },
    });
    const dialog = openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("The session's chat and marks could not be loaded.");
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Chat messages' })).toBeInTheDocument();
  });
});
