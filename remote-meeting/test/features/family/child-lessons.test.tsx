import { setApiUrl, type LessonHistoryEntry, type LessonHistoryPage } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useChildLessons } from '../../../src/features/family/api/child-lessons-api';

const CHILD = '5c1f6a8e-3b2d-4c9a-8f7e-1a2b3c4d5e6f';

const lesson = (id: string): LessonHistoryEntry => ({
  meetingId: id,
  subject: null,
  startedAt: '2026-06-01T10:00:00.000Z',
  endedAt: '2026-06-01T10:25:00.000Z',
  duration: 25,
  teacher: { _id: null, name: 'Sheikh Ahmad', avatar: null },
  students: [{ _id: null, name: 'Omar', avatar: null, rating: 5, ratingComment: null }],
});

/** Answers the child's lessons by cursor and records what was asked (path and query). */
function serveLessons(pages: Record<string, LessonHistoryPage>): string[] {
  setApiUrl('http://api.test');
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
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

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it("asks a child's lessons page after page, by the cursor the last page gave", async () => {
  const asked = serveLessons({
    first: { lessons: [lesson('m3'), lesson('m2')], hasMore: true, nextCursor: 'c1' },
    c1: { lessons: [lesson('m1')], hasMore: false, nextCursor: null },
  });
  const { result } = renderHook(() => useChildLessons(CHILD), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.hasNextPage).toBe(true);

  await act(() => result.current.fetchNextPage());
  await waitFor(() =>
    expect(
      result.current.data?.pages.flatMap((page) => page.lessons.map((entry) => entry.meetingId)),
    ).toEqual(['m3', 'm2', 'm1']),
  );
  expect(result.current.hasNextPage).toBe(false);
  expect(asked).toEqual([
    `/family/children/${CHILD}/lessons?limit=20`,
    `/family/children/${CHILD}/lessons?limit=20&cursor=c1`,
  ]);
});

it('stops after a last page that gives no cursor, even one saying there is more', async () => {
  serveLessons({ first: { lessons: [lesson('m1')], hasMore: true, nextCursor: null } });
  const { result } = renderHook(() => useChildLessons(CHILD), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.hasNextPage).toBe(false);
});
