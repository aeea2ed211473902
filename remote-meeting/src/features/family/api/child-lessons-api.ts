import { apiClient, HISTORY_PAGE_SIZE, type LessonHistoryPage } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { familyKeys } from './family-keys';

/** `GET /family/children/{id}/lessons`: one page of a child's past lessons, newest first. */
export async function getChildLessons(
  childId: string,
  cursor: string | undefined,
): Promise<LessonHistoryPage> {
  return apiClient.call('family.lessons', {
    params: { id: childId },
    query: { limit: HISTORY_PAGE_SIZE, cursor },
  });
}

/** A child's past lessons page after page ("Load more"), as its history shows them. */
export function useChildLessons(childId: string) {
  return useInfiniteQuery({
    queryKey: familyKeys.lessons(childId),
    queryFn: ({ pageParam }) => getChildLessons(childId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
  });
}
