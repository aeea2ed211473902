import {
  currentUserAtom,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  requestDesktopAlertPermission,
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  type NotificationPreferenceKey,
  type NotificationPreferencesResult,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useAtomValue } from 'jotai';
import { useSnackbar } from 'notistack';
import { pushSupported } from '../push/push-support';
import { PreferenceSwitch } from './preference-switch';
import { PreferencesSection } from './preferences-section';
import { RevisionReminderSetting } from './revision-reminder-setting';

interface PreferencesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Why a channel cannot be switched here, or null when it can. */
function unavailableReason(
  key: NotificationPreferenceKey,
  settings: NotificationPreferencesResult,
): string | null {
  if (key === 'email' && !settings.available.email) return 'preferences.emailUnavailable';
  if (key === 'push' && !settings.available.push) return 'preferences.pushUnavailable';
  if (key === 'push' && !pushSupported()) return 'preferences.pushUnsupported';
  return null;
}

/** The seven switches: how to reach the user, and about what; a student's revision reminder. */
export function PreferencesDialog({ open, onClose }: PreferencesDialogProps) {
  const { t, i18n } = useTexts('notifications');
  const isStudent = useAtomValue(currentUserAtom)?.role === 'student';
  const { enqueueSnackbar } = useSnackbar();
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const change = async (key: NotificationPreferenceKey, checked: boolean) => {
    const settings = query.data;
    if (!settings) return;
    // Turning on a browser channel needs the browser's permission, asked from this click.
    if (checked && (key === 'push' || key === 'desktop')) {
      if ((await requestDesktopAlertPermission()) !== 'granted') {
        enqueueSnackbar(t('preferences.permissionDenied'), { variant: 'warning' });
        return;
      }
    }
    try {
      await update.mutateAsync({ [key]: checked });
      if (key === 'push') {
        const push = await import('../push/push-subscription');
        if (checked && settings.vapidPublicKey) {
          await push.subscribeToPush(settings.vapidPublicKey, i18n.language);
        } else if (!checked) {
          await push.unsubscribeFromPush();
        }
      }
    } catch (error) {
      console.warn('Notification preference change failed', error);
      enqueueSnackbar(t('preferences.saveFailed'), { variant: 'error' });
    }
  };

  const switchFor = (key: NotificationPreferenceKey, settings: NotificationPreferencesResult) => {
    const reason = unavailableReason(key, settings);
    return (
      <PreferenceSwitch
        key={key}
        name={key}
        label={t(`preferences.${key}`)}
        checked={reason === null && settings.preferences[key]}
        disabled={reason !== null || update.isPending}
        explanation={reason && t(reason)}
        onChange={(checked) => void change(key, checked)}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="notification-preferences-title"
    >
      <DialogTitle id="notification-preferences-title">{t('preferences.title')}</DialogTitle>
      <DialogContent>
        {query.isPending && <CircularProgress aria-label={t('common:loading')} />}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('preferences.loadFailed')}
          </Alert>
        )}
        {query.data && (
          <>
            <PreferencesSection title={t('preferences.channels')}>
              {NOTIFICATION_CHANNELS.map((key) => switchFor(key, query.data))}
            </PreferencesSection>
            <PreferencesSection title={t('preferences.kinds')}>
              {NOTIFICATION_KINDS.map((key) => switchFor(key, query.data))}
            </PreferencesSection>
            {isStudent && (
              <RevisionReminderSetting
                sessionNotifications={query.data.preferences.sessionNotifications}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('preferences.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
