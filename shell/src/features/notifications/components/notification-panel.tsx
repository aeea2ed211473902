import { lazy, Suspense, useState } from 'react';
import {
  directionAtom,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useUnreadNotificationCount,
  type AppNotification,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsIcon from '@mui/icons-material/Settings';
import { useAtomValue } from 'jotai';
import { useSnackbar } from 'notistack';
import { registerNotificationTranslations } from '../i18n/translations';
import { DesktopAlertsPrompt } from './desktop-alerts-prompt';
import { NotificationList } from './notification-list';

registerNotificationTranslations();

const PreferencesDialog = lazy(async () => ({
  default: (await import('./preferences-dialog')).PreferencesDialog,
}));

interface NotificationPanelProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'notification-panel-title';

/** The bell's panel: the user's notifications, newest first, and what can be done with them. */
export function NotificationPanel({ anchor, open, onClose }: NotificationPanelProps) {
  const { t } = useTexts('notifications');
  const { enqueueSnackbar } = useSnackbar();
  // The bell sits at the bar's end: the panel opens under it and grows toward the start.
  const end = useAtomValue(directionAtom) === 'rtl' ? 'left' : 'right';
  const list = useNotificationList();
  const { data: unreadCount = 0 } = useUnreadNotificationCount();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const failed = () => enqueueSnackbar(t('actionFailed'), { variant: 'error' });

  const onMarkRead = (notification: AppNotification) =>
    markRead.mutate(notification._id, { onError: failed });
  const onDelete = (notification: AppNotification) =>
    remove.mutate(notification, { onError: failed });

  return (
    <>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': TITLE_ID,
            sx: {
              width: 400,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: '80vh',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1 }}>
          <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          {unreadCount > 0 && (
            <Tooltip title={t('markAllRead')}>
              <IconButton
                aria-label={t('markAllRead')}
                disabled={markAllRead.isPending}
                onClick={() => markAllRead.mutate(undefined, { onError: failed })}
              >
                <DoneAllIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('settings')}>
            <IconButton aria-label={t('settings')} onClick={() => setPreferencesOpen(true)}>
              <SettingsIcon />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <DesktopAlertsPrompt />
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          <NotificationList
            list={list}
            onMarkRead={onMarkRead}
            onDelete={onDelete}
            onFollowedUp={onClose}
          />
        </Box>
        {list.hasNextPage && (
          <Button
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            sx={{ m: 1 }}
          >
            {t('loadMore')}
          </Button>
        )}
      </Popover>
      {preferencesOpen && (
        <Suspense fallback={null}>
          <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
