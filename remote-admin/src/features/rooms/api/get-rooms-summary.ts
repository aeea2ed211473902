import { useQuery } from '@tanstack/react-query';
import { apiClient, getApiUrl, type RoomsSummary, type RoomStatusFilter } from '@app/shared';
import { roomsKeys, ROOMS_STALE_TIME_MS } from './get-rooms';

/** `GET /meetings/admin/rooms/summary`: the figures over the whole filter, not the rows loaded. */
export async function getRoomsSummary(status: RoomStatusFilter): Promise<RoomsSummary> {
  const { data } = await apiClient.call('rooms.summary', { query: { status } });
  return data;
}

export function useRoomsSummary(status: RoomStatusFilter) {
  return useQuery({
    queryKey: roomsKeys.summary(status),
    queryFn: () => getRoomsSummary(status),
    staleTime: ROOMS_STALE_TIME_MS,
  });
}

/** Where the filter's CSV downloads from (the server names the file and sends it as an attachment). */
export function roomsCsvUrl(status: RoomStatusFilter): string {
  return `${getApiUrl()}/meetings/admin/rooms/export.csv?${new URLSearchParams({ status }).toString()}`;
}
