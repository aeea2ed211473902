import { useInfiniteQuery } from '@tanstack/react-query';
import {
  apiClient,
  ROOMS_PAGE_SIZE,
  type RoomsPage,
  type RoomsQuery,
  type RoomStatusFilter,
} from '@app/shared';

/** Rooms data is fresh for 30 s (the app default is 5 min). */
export const ROOMS_STALE_TIME_MS = 30_000;

export const roomsKeys = {
  all: ['rooms'] as const,
  list: (status: RoomStatusFilter) => [...roomsKeys.all, status] as const,
  summary: (status: RoomStatusFilter) => [...roomsKeys.all, 'summary', status] as const,
};

/** `GET /meetings/admin/rooms`: one page, newest first; the cursor comes from the last page. */
export async function getRooms({
  limit = ROOMS_PAGE_SIZE,
  status = 'all',
  cursor,
}: RoomsQuery): Promise<RoomsPage> {
  return apiClient.call('rooms.list', { query: { limit, status, cursor } });
}

/** The rooms of one filter, page after page (infinite scroll). */
export function useRooms(status: RoomStatusFilter) {
  return useInfiniteQuery({
    queryKey: roomsKeys.list(status),
    queryFn: ({ pageParam }) => getRooms({ status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextCursor ?? undefined) : undefined),
    staleTime: ROOMS_STALE_TIME_MS,
  });
}
