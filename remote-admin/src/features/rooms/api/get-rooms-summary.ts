import { useQuery } from '@tanstack/react-query';
import { apiClient, getApiUrl, type RoomsFilter, type RoomsSummary } from '@app/shared';
import { roomsKeys, ROOMS_STALE_TIME_MS } from './get-rooms';

/** `GET /meetings/admin/rooms/summary`: the figures over the whole filter, not the rows loaded. */
export async function getRoomsSummary({ status, origin }: RoomsFilter): Promise<RoomsSummary> {
  const { data } = await apiClient.call('rooms.summary', { query: { status, origin } });
  return data;
}

export function useRoomsSummary(filter: RoomsFilter) {
  return useQuery({
    queryKey: roomsKeys.summary(filter),
    queryFn: () => getRoomsSummary(filter),
    staleTime: ROOMS_STALE_TIME_MS,
  });
}

/** Where the filter's CSV downloads from (the server names the file and sends it as an attachment). */
export function roomsCsvUrl({ status, origin }: RoomsFilter): string {
  return `${getApiUrl()}/meetings/admin/rooms/export.csv?${new URLSearchParams({ status, origin }).toString()}`;
}
