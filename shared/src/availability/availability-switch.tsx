import { useTexts } from '../i18n/use-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { requestDesktopAlertPermission } from '../notifications/desktop-permission';
import { StatusDot } from '../ui/status-dot';
import {
  useTeacherAvailability,
  type TeacherAvailabilityOptions,
} from './use-teacher-availability';

/**
 * The teacher's available/busy switch with its status dot and a line saying what the current
 * setting means for students. During a session the switch is locked, and "Go offline" asks
 * first, then ends the session.
 * Texts come from the `common` namespace.
 */
export function AvailabilitySwitch(options: TeacherAvailabilityOptions) {
  const { t } = useTexts('common');
  const { setting, status, inMeeting, pending, setAvailability } = useTeacherAvailability(options);
  const [confirming, setConfirming] = useState(false);
  if (!setting) return null;
  const caption = inMeeting ? 'inMeeting' : setting;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <StatusDot status={status} size={12} />
        <FormControlLabel
          sx={{ m: 0, gap: 1 }}
          control={
            <Switch
              checked={setting === 'online'}
              disabled={pending || inMeeting}
              onChange={(_event, checked) => {
                // Going available is the moment a teacher wants to hear of calls: ask for
                // desktop alerts then (a user gesture), never on load.
                if (checked) void requestDesktopAlertPermission();
                void setAvailability(checked ? 'online' : 'busy');
              }}
            />
          }
          label={t('availability.switchLabel')}
        />
        {pending && <CircularProgress size={18} aria-label={t('loading')} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {t(`availability.${caption}`)}
      </Typography>
      {inMeeting && (
        <Button
          size="small"
          color="error"
          sx={{ mt: 1 }}
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          {t('availability.goOffline')}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="end-lesson-title"
        data-testid="end-lesson-confirm"
      >
        <DialogTitle id="end-lesson-title">{t('availability.endLessonTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('availability.endLessonBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void setAvailability('busy', { endLesson: true });
            }}
          >
            {t('availability.endLessonConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
