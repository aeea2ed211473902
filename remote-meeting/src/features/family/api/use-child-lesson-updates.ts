import { SERVER_EVENTS, useSocketEvent, type NotificationCreatedPayload } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { familyKeys } from './family-keys';

/**
 * Asks for the children again when one starts or ends a lesson (its guardians are notified),
 * so "In a lesson now" and the lessons list follow without a reload.
 */
export function useChildLessonUpdates(): void {
  const queryClient = useQueryClient();
  const onNotification = useCallback(
    ({ notification }: NotificationCreatedPayload) => {
      if (notification.type === 'childLessonStarted') {
        void queryClient.invalidateQueries({ queryKey: familyKeys.allChildren });
      }
      if (notification.type === 'childLessonEnded') {
        void queryClient.invalidateQueries({ queryKey: familyKeys.allChildren });
        void queryClient.invalidateQueries({
          queryKey: familyKeys.lessons(notification.params.childId),
        });
      }
    },
    [queryClient],
  );
  useSocketEvent(SERVER_EVENTS.notificationCreated, onNotification);
}
