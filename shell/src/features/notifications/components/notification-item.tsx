import { formatRelative, type AppNotification, useFormat, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import { notificationText } from '../text/notification-text';
import { NotificationFollowUp } from './notification-follow-up';

interface NotificationItemProps {
  notification: AppNotification;
  onMarkRead: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
  onFollowedUp: () => void;
}

/** One notification: its sentence and age; unread ones stand out and can be marked read. */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  onFollowedUp,
}: NotificationItemProps) {
  const { t, i18n } = useTexts(['notifications', 'common']);
  const unread = notification.status === 'unread';
  const format = useFormat();
  const text = notificationText(t, notification, format);
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-status={notification.status}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          {unread && (
            <Tooltip title={t('markRead')}>
              <IconButton
                edge="end"
                aria-label={t('markRead')}
                onClick={() => onMarkRead(notification)}
              >
                <DoneIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('delete')}>
            <IconButton edge="end" aria-label={t('delete')} onClick={() => onDelete(notification)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      }
      sx={{ bgcolor: unread ? 'action.selected' : undefined, pe: 10, flexWrap: 'wrap' }}
    >
      <ListItemButton
        onClick={() => unread && onMarkRead(notification)}
        sx={{ pe: 10, flexBasis: '100%' }}
      >
        {unread && (
          <Box
            component="span"
            aria-label={t('unread')}
            role="img"
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              me: 1.5,
              flexShrink: 0,
            }}
          />
        )}
        <ListItemText
          primary={text}
          secondary={formatRelative(notification.createdAt, i18n.language)}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
        />
      </ListItemButton>
      <FollowUpRow
        notification={notification}
        onDone={() => {
          if (unread) onMarkRead(notification);
          onFollowedUp();
        }}
      />
    </ListItem>
  );
}

/** The follow-up under the sentence, for the notifications that have one. */
function FollowUpRow({
  notification,
  onDone,
}: {
  notification: AppNotification;
  onDone: () => void;
}) {
  return (
    // NotificationFollowUp alone knows which types have one; without one the row takes no room.
    <Box sx={{ px: 2, pb: 1.5, width: '100%', '&:empty': { display: 'none' } }}>
      <NotificationFollowUp notification={notification} onDone={onDone} />
    </Box>
  );
}
