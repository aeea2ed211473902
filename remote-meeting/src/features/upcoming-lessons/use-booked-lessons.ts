import { useQuery } from '@tanstack/react-query';
import { BOOKED_LESSONS_KEY } from '../../lib/booking/booking-keys';
import { getBookedLessons } from '../../lib/booking/lessons-api';

/**
 * The other side books and cancels from another device: asked again now and then, and on
 * returning to the tab, so /main does not show a lesson that is gone.
 */
const REFRESH_MS = 5 * 60_000;

/**
 * The signed-in user's booked lessons ahead. Keyed per user under BOOKED_LESSONS_KEY: a refresh
 * of that key after a booking reaches it, and another sign-in in the same tab never sees them.
 */
export function useBookedLessons(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...BOOKED_LESSONS_KEY, userId ?? null],
    queryFn: getBookedLessons,
    enabled,
    refetchInterval: REFRESH_MS,
  });
}
