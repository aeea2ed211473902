import { useInfiniteQuery } from '@tanstack/react-query';
import {
  apiClient,
  ROOMS_PAGE_SIZE,
  type RoomsFilter,
  type RoomsPage,
  type RoomsQuery,
} from '@app/shared';

/** Rooms data is fresh for 30 s (the app default is 5 min). */
export const ROOMS_STALE_TIME_MS = 30_000;

export const roomsKeys = {
  all: ['rooms'] as const,
  list: ({ status, origin }: RoomsFilter) => [...roomsKeys.all, status, origin] as const,
  summary: ({ status, origin }: RoomsFilter) =>
    [...roomsKeys.all, 'summary', status, origin] as const,
};

/** `GET /meetings/admin/rooms`: one page, newest first; the cursor comes from the last page. */
export async function getRooms({
  limit = ROOMS_PAGE_SIZE,
  status = 'all',
  origin = 'all',
  cursor,
}: RoomsQuery): Promise<RoomsPage> {
  return apiClient.call('rooms.list', { query: { limit, status, origin, cursor } });
}

/** The rooms of one filter, page after page (infinite scroll). */
export function useRooms(filter: RoomsFilter) {
  return useInfiniteQuery({
    queryKey: roomsKeys.list(filter),
    queryFn: ({ pageParam }) => getRooms({ ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
    staleTime: ROOMS_STALE_TIME_MS,
  });
}
