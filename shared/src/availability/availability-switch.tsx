import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestDesktopAlertPermission } from '../notifications/desktop-permission';
import { StatusDot } from '../ui/status-dot';
import {
  useTeacherAvailability,
  type TeacherAvailabilityOptions,
} from './use-teacher-availability';

/**
 * The teacher's available/busy switch with its status dot and a line saying what the current
 * setting means for students. Texts come from the `common` namespace.
 */
export function AvailabilitySwitch(options: TeacherAvailabilityOptions) {
  const { t } = useTranslation('common');
  const { setting, status, inMeeting, pending, setAvailability } = useTeacherAvailability(options);
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
    </Box>
  );
}
