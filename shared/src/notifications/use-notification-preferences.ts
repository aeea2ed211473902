import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../auth/auth-atoms';
import type {
  NotificationPreferencesResult,
  UpdateNotificationPreferencesRequest,
} from '../protocol/notifications';
import { notificationKeys } from './notification-keys';
import { fetchNotificationPreferences, updateNotificationPreferences } from './notifications-api';

/** The query behind the preferences, for hooks and for code outside React (desktop alerts). */
export const notificationPreferencesQuery = (userId: string) => ({
  queryKey: notificationKeys.preferences(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchNotificationPreferences(signal),
});

/** The signed-in user's switches and which channels this server offers. */
export function useNotificationPreferences() {
  const userId = useAtomValue(currentUserAtom)?._id ?? '';
  return useQuery({ ...notificationPreferencesQuery(userId), enabled: userId !== '' });
}

function applyLocally(
  client: QueryClient,
  userId: string,
  changes: UpdateNotificationPreferencesRequest,
): NotificationPreferencesResult | undefined {
  const key = notificationKeys.preferences(userId);
  const previous = client.getQueryData<NotificationPreferencesResult>(key);
  if (previous) {
    client.setQueryData(key, {
      ...previous,
      preferences: { ...previous.preferences, ...changes },
    });
  }
  return previous;
}

/** Changes some switches: shown at once, rolled back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const userId = useAtomValue(currentUserAtom)?._id ?? '';
  const client = useQueryClient();
  const key = notificationKeys.preferences(userId);
  return useMutation({
    mutationFn: (changes: UpdateNotificationPreferencesRequest) =>
      updateNotificationPreferences(changes),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: key });
      return { previous: applyLocally(client, userId, changes) };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (result) => client.setQueryData(key, result),
  });
}
