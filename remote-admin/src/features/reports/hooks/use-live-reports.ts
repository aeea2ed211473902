import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  useSocketEvent,
  type NotificationCreatedPayload,
} from '@app/shared';
import { reportsKeys } from '../api/reports-keys';

/**
 * Keeps the queue current without polling: the server tells every admin of a new report with a
 * stored `reportFiled` notification, and a socket that comes back may have missed some.
 */
export function useLiveReports(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() }),
    [queryClient],
  );
  const onNotification = useCallback(
    ({ notification }: NotificationCreatedPayload) => {
      if (notification.type === 'reportFiled') refresh();
    },
    [refresh],
  );
  useSocketEvent(SERVER_EVENTS.notificationCreated, onNotification);
  useSocketEvent(CONNECTION_EVENTS.connect, refresh);
}
