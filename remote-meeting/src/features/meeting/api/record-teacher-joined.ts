import { apiClient, type MeetingRoom } from '@app/shared';

/** POST /meetings/teacher-joined: the teacher (or an admin) registers as moderator. */
export async function recordTeacherJoined(roomName: string): Promise<MeetingRoom> {
  const body = await apiClient.post<{ data: MeetingRoom }>('/meetings/teacher-joined', {
    roomId: roomName,
  });
  return body.data;
}
