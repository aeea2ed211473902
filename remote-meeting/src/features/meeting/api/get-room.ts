import { apiClient, type MeetingRoom } from '@app/shared';

/** GET /meetings/room/{roomName}: the meeting, with its `_id`. */
export async function getRoom(roomName: string): Promise<MeetingRoom> {
  const body = await apiClient.get<{ data: MeetingRoom }>(
    `/meetings/room/${encodeURIComponent(roomName)}`,
  );
  return body.data;
}
