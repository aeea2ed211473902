import { lazy, Suspense, useState } from 'react';
import { currentUserAtom, useUnreadNotificationCount, useTexts } from '@app/shared';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useAtomValue } from 'jotai';
import { usePushSubscriptionSync } from '../push/use-push-subscription-sync';

// The panel (list, preferences, texts) loads on the first open, never with the page.
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel')).NotificationPanel,
}));

/** The top bar's bell: the unread count, and the notification panel on click. */
export function NotificationBell() {
  const { t } = useTexts('shell');
  const user = useAtomValue(currentUserAtom);
  const { data: unreadCount = 0 } = useUnreadNotificationCount();
  // Set on the first click and kept: the panel stays mounted (and loaded) after that.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  usePushSubscriptionSync();
  if (!user) return null;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unreadCount > 0
            ? t('notificationBell.labelUnread', { count: unreadCount })
            : t('notificationBell.label')
        }
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        <Badge badgeContent={unreadCount} color="error" max={99} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
