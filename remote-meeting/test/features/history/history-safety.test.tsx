import {
  changeLanguage,
  initI18n,
  type BlockedTeacher,
  type LessonHistoryPage,
  type User,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { HistoryRoute, reportLessonAction } from '../../../src/app/history-route';
import { HistoryCards } from '../../../src/features/history/components/history-cards';
import { HistoryTable } from '../../../src/features/history/components/history-table';
import type { HistoryRow } from '../../../src/features/history/lib/history-rows';
import { registerHistoryTranslations } from '../../../src/i18n/history-translations';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { fakeApi, type Route } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

const SHEIKH = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const HISTORY: LessonHistoryPage = {
  lessons: [
    {
      meetingId: 'm1',
      subject: null,
      startedAt: '2026-06-01T10:00:00.000Z',
      endedAt: '2026-06-01T10:25:00.000Z',
      duration: 25,
      teacher: { _id: null, name: 'Sheikh Ahmad', avatar: null },
      students: [{ _id: null, name: 'Maryam', avatar: null, rating: null, ratingComment: null }],
    },
  ],
  hasMore: false,
  nextCursor: null,
};

const blocks = (teachers: BlockedTeacher[]): Route => ({
  status: 200,
  body: { data: { teachers } },
});

const BLOCKED: BlockedTeacher = {
  _id: SHEIKH,
  name: 'Sheikh Bilal',
  avatar: null,
  blockedAt: '2026-06-01T10:00:00.000Z',
  byGuardian: false,
};

const NO_PAST_LESSONS: Route = {
  status: 200,
  body: { data: { lessons: [], hasMore: false, nextCursor: null } },
};

function openHistory(user: User, routes: Record<string, Route>) {
  const sent = fakeApi({
    'GET /meetings/history': { status: 200, body: HISTORY },
    'GET /booked-lessons/past': NO_PAST_LESSONS,
    ...routes,
  });
  renderSignedIn(user, <HistoryRoute />, '/history');
  return sent;
}

/** A past lesson whose other side is known by id. */
const row = (others: HistoryRow['others']): HistoryRow => ({
  id: 'm7',
  startedAt: '2026-06-01T10:00:00.000Z',
  duration: 25,
  others,
  ratings: [{ by: null, stars: null, comment: null }],
});

beforeAll(async () => {
  await initI18n();
  registerHistoryTranslations();
  registerSafetyTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
});

describe("the history's blocked Sheikhs", () => {
  it('lists them folded, each linked to its page, and Unblock takes one off', async () => {
    const sent = openHistory(makeUser({ role: 'student' }), {
      'GET /blocks': blocks([BLOCKED]),
      [`DELETE /teachers/${SHEIKH}/block`]: { status: 204 },
    });
    const toggle = await screen.findByRole('button', { name: /Blocked Sheikhs/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('(1 Sheikh)');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sheikh Bilal' })).toHaveAttribute(
      'href',
      `/teachers/${SHEIKH}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unblock Sheikh Bilal' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Blocked Sheikhs/ })).not.toBeInTheDocument(),
    );
    expect(sent.some((r) => r.method === 'DELETE' && r.path === `/teachers/${SHEIKH}/block`)).toBe(
      true,
    );
  });

  it('shows no section when nobody is blocked', async () => {
    openHistory(makeUser({ role: 'student' }), { 'GET /blocks': blocks([]) });
    await screen.findByRole('table', { name: 'Session history' });
    expect(screen.queryByRole('button', { name: /Blocked Sheikhs/ })).not.toBeInTheDocument();
  });

  it("never asks a Sheikh's blocks", async () => {
    const sent = openHistory(makeUser({ role: 'teacher' }), {});
    await screen.findByRole('table', { name: 'Session history' });
    expect(sent.map((r) => r.path).sort()).toEqual(['/booked-lessons/past', '/meetings/history']);
  });

  it('names the section in Arabic, counting in Arabic', async () => {
    await changeLanguage('ar');
    openHistory(makeUser({ role: 'student' }), {
      'GET /blocks': blocks([BLOCKED, { ...BLOCKED, _id: 'other', name: 'Sheikh Zaid' }]),
    });
    const toggle = await screen.findByRole('button', { name: /المشايخ الذين حظرتهم/ });
    expect(toggle).toHaveTextContent('(شيخان)');
  });
});

describe('Report on a past lesson', () => {
  it("reports the row's Sheikh about the row's lesson (table)", async () => {
    const sent = fakeApi({ 'POST /reports': { status: 201, body: { data: {} } } });
    renderSignedIn(
      makeUser({ role: 'student' }),
      <HistoryTable
        rows={[row([{ id: SHEIKH, name: 'Sheikh Ahmad', role: 'teacher' }])]}
        viewer="student"
        rowAction={reportLessonAction}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Report Sheikh Ahmad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sheikh Ahmad' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Also block this Sheikh' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. The admins will review your report.');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: { meetingId: 'm7', reportedId: SHEIKH, reason: 'other', note: '' },
      },
    ]);
  });

  it('offers a Sheikh one Report per student known by id (phone cards)', async () => {
    fakeApi({});
    renderSignedIn(
      makeUser({ role: 'teacher' }),
      <HistoryCards
        rows={[
          row([
            { id: 's1', name: 'Maryam', role: 'student' },
            { id: null, name: 'A deleted account', role: 'student' },
          ]),
        ]}
        viewer="teacher"
        rowAction={reportLessonAction}
      />,
    );
    const card = screen.getByTestId('history-entry');
    expect(within(card).getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Report Maryam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Maryam' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows no Report column while the history names nobody by id', async () => {
    openHistory(makeUser({ role: 'student' }), { 'GET /blocks': blocks([]) });
    const table = await screen.findByRole('table', { name: 'Session history' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
