import { apiClient, currentUserAtom, type RevisionReminder } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** The reminder's cache key names its user, like the notification keys. */
const reminderKey = (userId: string) => ['hifzReminder', userId] as const;

/** `GET /hifz/reminder`: the signed-in student's reminder, null when off (students only). */
export function useRevisionReminder() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: reminderKey(user?._id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.call('hifz.reminder', {}, { signal })).data.reminder,
    enabled: user?.role === 'student',
  });
}

/** `PUT /hifz/reminder`: on at a time of day in a time zone, or off (null). */
export function useUpdateRevisionReminder() {
  const userId = useAtomValue(currentUserAtom)?._id ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reminder: RevisionReminder | null) =>
      (await apiClient.call('hifz.updateReminder', { body: { reminder } })).data.reminder,
    onSuccess: (reminder) => client.setQueryData(reminderKey(userId), reminder),
  });
}
