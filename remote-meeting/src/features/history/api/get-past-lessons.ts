import { useInfiniteQuery } from '@tanstack/react-query';
import { PAST_LESSONS_KEY } from '../../../lib/booking/booking-keys';
import { getPastLessons } from '../../../lib/booking/lessons-api';

/**
 * The signed-in user's past booked lessons, page after page ("Load more"). Keyed per user: a
 * sign-out and another sign-in in the same tab never shows the last one's.
 */
export function usePastLessons(userId: string) {
  return useInfiniteQuery({
    queryKey: [...PAST_LESSONS_KEY, userId],
    queryFn: ({ pageParam }) => getPastLessons({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
  });
}
