import { useState } from 'react';
import { REMINDER_MINUTE_STEP, apiErrorText, type RevisionReminder, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useRevisionReminder, useUpdateRevisionReminder } from '../api/revision-reminder-api';
import { browserTimeZone } from '../browser-time-zone';
import { PreferenceSwitch } from './preference-switch';
import { PreferencesSection } from './preferences-section';

interface RevisionReminderSettingProps {
  /** The kind switch a revision reminder comes under: while it is off, none is sent. */
  sessionNotifications: boolean;
}

/** The time offered before the student has chosen one. */
const DEFAULT_TIME = '07:00';

/**
 * A student's daily revision reminder: a switch, and the time of day it comes at, in this
 * browser's time zone (which is shown, and sent with every change).
 */
export function RevisionReminderSetting({ sessionNotifications }: RevisionReminderSettingProps) {
  const { t } = useTexts('notifications');
  const query = useRevisionReminder();
  const update = useUpdateRevisionReminder();
  // The field's text while it is being edited; null: it shows the saved time.
  const [editedTime, setEditedTime] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (reminder: RevisionReminder | null) => {
    setFailure(null);
    try {
      await update.mutateAsync(reminder);
      setEditedTime(null);
    } catch (error) {
      // The server's refusal by its code (a time off the five-minute step, an unknown zone).
      setFailure(apiErrorText(error));
    }
  };

  const reminder = query.data ?? null;
  const time = editedTime ?? reminder?.time ?? DEFAULT_TIME;
  const timeZone = browserTimeZone();

  return (
    <PreferencesSection title={t('reminder.title')}>
      {query.isPending && <CircularProgress size={24} aria-label={t('common:loading')} />}
      {query.isError && <Alert severity="error">{t('reminder.loadFailed')}</Alert>}
      {query.isSuccess && (
        <>
          <PreferenceSwitch
            name="revisionReminder"
            label={t('reminder.daily')}
            checked={reminder !== null}
            disabled={update.isPending}
            explanation={reminder && !sessionNotifications ? t('reminder.needsSessions') : null}
            onChange={(checked) => void save(checked ? { time, timeZone } : null)}
          />
          <TextField
            type="time"
            size="small"
            label={t('reminder.time')}
            value={time}
            onChange={(event) => setEditedTime(event.target.value)}
            // A reminder that is on takes its new time when the field is left; one that is off
            // takes it when switched on.
            onBlur={() => {
              if (reminder && editedTime && editedTime !== reminder.time) {
                void save({ time: editedTime, timeZone });
              }
            }}
            disabled={update.isPending}
            error={failure !== null}
            helperText={failure ?? t('reminder.timeZone', { timeZone })}
            slotProps={{ htmlInput: { step: REMINDER_MINUTE_STEP * 60 } }}
            sx={{ mt: 1.5, alignSelf: 'flex-start' }}
          />
        </>
      )}
    </PreferencesSection>
  );
}
