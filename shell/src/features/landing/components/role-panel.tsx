import { currentUserAtom, presenceStatus, StatusDot, type Role } from '@app/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface PanelLink {
  to: string;
  labelKey: string;
}

// SPEC section 2's role panels.
const PANEL_LINKS: Record<Role, readonly PanelLink[]> = {
  superadmin: [
    { to: '/users', labelKey: 'landing.panels.manageUsers' },
    { to: '/rooms', labelKey: 'landing.panels.viewRooms' },
  ],
  admin: [
    { to: '/users', labelKey: 'landing.panels.manageUsers' },
    { to: '/rooms', labelKey: 'landing.panels.viewRooms' },
  ],
  teacher: [
    { to: '/profile', labelKey: 'landing.panels.viewProfile' },
    { to: '/main', labelKey: 'landing.dashboard' },
  ],
  student: [
    { to: '/main', labelKey: 'landing.panels.findTeacher' },
    { to: '/profile', labelKey: 'landing.panels.myProfile' },
  ],
};

const STATUS_KEYS = {
  online: 'landing.status.online',
  busy: 'landing.status.busy',
  inMeeting: 'landing.teachers.inSession',
  offline: 'landing.status.offline',
} as const;

/** The signed-in user's shortcuts; a teacher also sees its own presence. */
export function RolePanel() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const status = presenceStatus(user);
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 4, display: 'inline-block', textAlign: 'start' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('landing.panels.welcome', { name: user.name })}
      </Typography>
      {user.role === 'teacher' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography color="text.secondary">{t('landing.panels.yourStatus')}:</Typography>
          <StatusDot status={status} />
          <Typography sx={{ fontWeight: 600 }}>{t(STATUS_KEYS[status])}</Typography>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {PANEL_LINKS[user.role].map(({ to, labelKey }, index) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant={index === 0 ? 'contained' : 'outlined'}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
