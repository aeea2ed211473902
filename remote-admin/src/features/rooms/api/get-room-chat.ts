import { useQuery } from '@tanstack/react-query';
import { apiClient, type ChatMessage } from '@app/shared';

/** `GET /classroom/meetings/{id}/chat`: the session's chat, kept with the meeting. */
export function useRoomChat(meetingId: string) {
  return useQuery({
    queryKey: ['rooms', 'chat', meetingId],
    queryFn: async () =>
      (await apiClient.get<{ data: ChatMessage[] }>(`/classroom/meetings/${meetingId}/chat`)).data,
  });
}
