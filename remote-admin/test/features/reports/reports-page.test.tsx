import { act, screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import {
  SERVER_EVENTS,
  socketHolder,
  type AppNotification,
  type NotificationCreatedPayload,
} from '@app/shared';
import { ReportsPage } from '../../../src/features/reports/components/reports-page';
import { installFakeApi, type SentRequest } from '../../support/fake-api';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';
import { renderInApp, startI18n } from '../../support/render';
import { reportPage, reviewedReport, safetyReport } from '../../support/reports';

const userEvent = userEvents.setup({ delay: null });

const listRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'GET' && request.path.startsWith('/admin/reports'));

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
};

describe('the report queue (/reports)', () => {
  it('lists each report with its reason, status, parties, room and handler', async () => {
    await startI18n('en');
    installFakeApi({
      'GET /admin/reports': () => ({
        status: 200,
        body: reportPage([safetyReport, reviewedReport]),
      }),
    });
    renderInApp(<ReportsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const urgent = rowOf('room-amina-yusuf');
    expect(urgent).toHaveTextContent('Urgent');
    expect(urgent).toHaveTextContent('Safety concern');
    expect(urgent).toHaveTextContent('Open');
    expect(urgent).toHaveTextContent('Amina (Student)');
    expect(urgent).toHaveTextContent('Sheikh Yusuf (Sheikh)');
    expect(urgent).toHaveTextContent('Not handled yet');

    const reviewed = rowOf('room-bakr-bilal');
    expect(reviewed).not.toHaveTextContent('Urgent');
    expect(reviewed).toHaveTextContent('Inappropriate behaviour');
    expect(reviewed).toHaveTextContent('In review');
    expect(reviewed).toHaveTextContent('Sheikh Bakr (Sheikh)');
    expect(reviewed).toHaveTextContent('Bilal (Student) · deleted account');
    expect(reviewed).toHaveTextContent('Admin Huda');
    expect(screen.getByText('2 reports shown')).toBeInTheDocument();
  });

  it('reads in Arabic, counting the reports in their dual form', async () => {
    await startI18n('ar');
    installFakeApi({
      'GET /admin/reports': () => ({
        status: 200,
        body: reportPage([safetyReport, reviewedReport]),
      }),
    });
    renderInApp(<ReportsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'البلاغات' })).toBeInTheDocument();
    await screen.findByText('room-amina-yusuf');
    const urgent = rowOf('room-amina-yusuf');
    expect(urgent).toHaveTextContent('عاجل');
    expect(urgent).toHaveTextContent('مخاوف تتعلق بالسلامة');
    expect(urgent).toHaveTextContent('مفتوح');
    expect(urgent).toHaveTextContent('Amina (طالب)');
    expect(urgent).toHaveTextContent('لم يُتابَع بعد');
    expect(rowOf('room-bakr-bilal')).toHaveTextContent('قيد المراجعة');
    expect(screen.getByText('بلاغان معروضان')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تصفية البلاغات حسب الحالة' })).toBeInTheDocument();
  });

  it('asks the server for the chosen status only', async () => {
    await startI18n('en');
    const sent = installFakeApi({
      'GET /admin/reports': (request) => ({
        status: 200,
        body: reportPage(
          request.path.includes('status=in_review') ? [reviewedReport] : [safetyReport],
        ),
      }),
    });
    renderInApp(<ReportsPage />);
    await screen.findByText('room-amina-yusuf');
    expect(listRequests(sent).map((request) => request.path)).toEqual(['/admin/reports']);

    const filter = screen.getByRole('group', { name: 'Filter reports by status' });
    await userEvent.click(within(filter).getByRole('button', { name: 'In review' }));

    expect(await screen.findByText('room-bakr-bilal')).toBeInTheDocument();
    expect(screen.queryByText('room-amina-yusuf')).not.toBeInTheDocument();
    expect(listRequests(sent).at(-1)?.path).toBe('/admin/reports?status=in_review');
    expect(within(filter).getByRole('button', { name: 'In review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('loads the next page from the cursor the last page gave, until there is none', async () => {
    await startI18n('en');
    const sent = installFakeApi({
      'GET /admin/reports': (request) =>
        request.path.includes('cursor=')
          ? { status: 200, body: reportPage([reviewedReport]) }
          : { status: 200, body: reportPage([safetyReport], 'after-a001') },
    });
    renderInApp(<ReportsPage />);
    await screen.findByText('room-amina-yusuf');
    expect(screen.queryByText('room-bakr-bilal')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('room-bakr-bilal')).toBeInTheDocument();
    expect(screen.getByText('room-amina-yusuf')).toBeInTheDocument();
    expect(listRequests(sent).at(-1)?.path).toBe('/admin/reports?cursor=after-a001');
    expect(screen.getByText('No more reports to load')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no reports', async () => {
    await startI18n('en');
    installFakeApi({ 'GET /admin/reports': () => ({ status: 200, body: reportPage([]) }) });
    renderInApp(<ReportsPage />);
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the queue could not be loaded, and shows it once it can', async () => {
    await startI18n('en');
    let failing = true;
    installFakeApi({
      'GET /admin/reports': () =>
        failing
          ? { status: 500, body: { code: 'internal', message: 'Down' } }
          : { status: 200, body: reportPage([safetyReport]) },
    });
    renderInApp(<ReportsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load reports');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('room-amina-yusuf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the queue as reports arrive', () => {
  const notification = (type: 'reportFiled' | 'accountActivated'): NotificationCreatedPayload => ({
    notification: (type === 'reportFiled'
      ? {
          _id: 'n1',
          type,
          params: {
            reportId: safetyReport._id,
            reason: 'safety_concern',
            reportedName: 'Sheikh Yusuf',
          },
          status: 'unread',
          createdAt: safetyReport.createdAt,
        }
      : {
          _id: 'n2',
          type,
          params: {},
          status: 'unread',
          createdAt: safetyReport.createdAt,
        }) satisfies AppNotification,
    unreadCount: 1,
  });

  it('fetches the queue again when a reportFiled notification arrives, and only then', async () => {
    await startI18n('en');
    const socket = new FakeSocket();
    jest.spyOn(socketHolder, 'current', 'get').mockReturnValue(socket.asSocket());
    let filed: (typeof safetyReport)[] = [];
    const sent = installFakeApi({
      'GET /admin/reports': () => ({ status: 200, body: reportPage(filed) }),
    });
    renderInApp(<ReportsPage />);
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    expect(listRequests(sent)).toHaveLength(1);

    act(() => socket.receive(SERVER_EVENTS.notificationCreated, notification('accountActivated')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listRequests(sent)).toHaveLength(1);

    filed = [safetyReport];
    act(() => socket.receive(SERVER_EVENTS.notificationCreated, notification('reportFiled')));
    expect(await screen.findByText('room-amina-yusuf')).toBeInTheDocument();
    await waitFor(() => expect(listRequests(sent)).toHaveLength(2));
  });
});
