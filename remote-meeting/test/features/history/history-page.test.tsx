import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import {
  authAtom,
  changeLanguage,
  initI18n,
  INITIAL_AUTH_STATE,
  setApiUrl,
  type LessonHistoryEntry,
  type LessonHistoryPage,
  type User,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { HistoryPage } from '../../../src/features/history/components/history-page';
import { registerHistoryTranslations } from '../../../src/i18n/history-translations';

const userEvent = userEvents.setup({ delay: null });

const entry = (id: string, teacher: string, rating: number | null): LessonHistoryEntry => ({
  meetingId: id,
  subject: null,
  startedAt: '2026-06-01T10:00:00.000Z',
  endedAt: '2026-06-01T10:25:00.000Z',
  duration: 25,
  teacher: { _id: null, name: teacher, avatar: null },
  students: [
    { _id: null, name: 'Maryam', avatar: null, rating, ratingComment: rating ? 'Clear' : null },
  ],
});

/**
 * Answers GET /meetings/history from these pages, by cursor, and records the queries; no past
 * booked lessons.
 */
function serveHistory(pages: Record<string, LessonHistoryPage>): string[] {
  setApiUrl('http://api.test');
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    // The booked lessons' section asks its own list, which test/features/history/
    // booked-lessons-section.test.tsx covers: none here.
    if (url.pathname === '/booked-lessons/past') {
      return {
        status: 200,
        ok: true,
        statusText: '',
        headers: { get: () => 'application/json' },
        text: async () =>
          JSON.stringify({ data: { lessons: [], hasMore: false, nextCursor: null } }),
      } as unknown as Response;
    }
    asked.push(url.search);
    const page = pages[url.searchParams.get('cursor') ?? 'first'];
    return {
      status: page ? 200 : 404,
      ok: Boolean(page),
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(page ?? { code: 'not_found', message: 'Not found' }),
    } as unknown as Response;
  }) as typeof fetch;
  return asked;
}

function renderAs(user: User) {
  const store = createStore();
  store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true, isAuthenticated: true, user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={createTheme()}>
          <HistoryPage />
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

beforeAll(async () => {
  await initI18n();
  registerHistoryTranslations();
  await changeLanguage('en');
});

describe('the session history page', () => {
  it("shows a student's sessions with the rating given, and loads more on request", async () => {
    const asked = serveHistory({
      first: { lessons: [entry('m2', 'Sheikh Ahmad', 4)], hasMore: true, nextCursor: 'c1' },
      c1: { lessons: [entry('m1', 'Sheikh Bilal', null)], hasMore: false, nextCursor: null },
    });
    renderAs(makeUser({ role: 'student' }));
    const table = await screen.findByRole('table', { name: 'Session history' });
    expect(within(table).getByRole('columnheader', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(table).getByText('Sheikh Ahmad')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '4 stars out of 5' })).toBeInTheDocument();
    expect(within(table).getByText('Clear')).toBeInTheDocument();
    expect(within(table).getByText('25 minutes')).toBeInTheDocument();
    expect(screen.getByText('1 session shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Sheikh Bilal')).toBeInTheDocument();
    expect(within(table).getByText('You did not rate this session')).toBeInTheDocument();
    expect(screen.getByText('2 sessions shown')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual(['?limit=20', '?limit=20&cursor=c1']);
  });

  it('shows a teacher the rating received, and an empty history as such', async () => {
    serveHistory({
      first: { lessons: [entry('m1', 'Sheikh Ahmad', 5)], hasMore: false, nextCursor: null },
    });
    renderAs(makeUser({ role: 'teacher' }));
    const table = await screen.findByRole('table', { name: 'Session history' });
    expect(within(table).getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
    expect(within(table).getByText('Maryam')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
  });

  it('says when there is no session yet', async () => {
    serveHistory({ first: { lessons: [], hasMore: false, nextCursor: null } });
    renderAs(makeUser({ role: 'student' }));
    expect(
      await screen.findByText('No past sessions yet. The sessions you finish will appear here.'),
    ).toBeInTheDocument();
  });
});
