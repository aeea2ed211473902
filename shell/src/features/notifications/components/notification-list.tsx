import { useTexts } from '@app/shared/core';
import type { AppNotification, useNotificationList } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  list: ReturnType<typeof useNotificationList>;
  onMarkRead: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
  /** A notification's follow-up (Call back, the waiting room) started. */
  onFollowedUp: () => void;
}

/** The panel's body: loading, failure with Retry, nothing yet, or the notifications. */
export function NotificationList({
  list,
  onMarkRead,
  onDelete,
  onFollowedUp,
}: NotificationListProps) {
  const { t } = useTexts('notifications');
  if (list.isPending) {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'center', p: 3 }}
      >
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (list.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  const notifications = list.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }
  return (
    <List aria-label={t('title')} disablePadding>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification._id}
          notification={notification}
          onMarkRead={onMarkRead}
          onDelete={onDelete}
          onFollowedUp={onFollowedUp}
        />
      ))}
    </List>
  );
}
