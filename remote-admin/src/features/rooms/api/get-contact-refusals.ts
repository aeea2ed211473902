import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@app/shared';

/** `GET /classroom/meetings/{id}/contact-refusals`: the session's texts refused for contact details. */
export function useContactRefusals(meetingId: string) {
  return useQuery({
    queryKey: ['rooms', 'contact-refusals', meetingId],
    queryFn: async () =>
      (await apiClient.call('classroom.contactRefusals', { params: { meetingId } })).data,
  });
}
