import { useInfiniteQuery } from '@tanstack/react-query';
import {
  apiClient,
  HISTORY_PAGE_SIZE,
  type LessonHistoryPage,
  type LessonHistoryQuery,
} from '@app/shared';

export const historyKeys = {
  all: ['history'] as const,
  /** Per user: a sign-out and another sign-in in the same tab never shows the last one's. */
  of: (userId: string) => [...historyKeys.all, userId] as const,
};

/** `GET /meetings/history`: one page of the signed-in user's past lessons, newest first. */
export async function getHistory({
  limit = HISTORY_PAGE_SIZE,
  cursor,
}: LessonHistoryQuery): Promise<LessonHistoryPage> {
  return apiClient.call('meetings.history', { query: { limit, cursor } });
}

/** The history page after page ("Load more"). */
export function useHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: historyKeys.of(userId),
    queryFn: ({ pageParam }) => getHistory({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
  });
}
