import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@app/shared';

/** `GET /classroom/meetings/{id}/chat`: the session's chat, kept with the meeting. */
export function useRoomChat(meetingId: string) {
  return useQuery({
    queryKey: ['rooms', 'chat', meetingId],
    queryFn: async () => (await apiClient.call('classroom.chat', { params: { meetingId } })).data,
  });
}
