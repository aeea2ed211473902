import {
  AvailabilitySwitch,
  currentUserAtom,
  presenceStatus,
  StatusDot,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useOnlineStudents } from '../use-online-students';

const TIPS = ['connection', 'quiet', 'devices', 'busy'] as const;

/** A teacher's /main: own status and availability, online students, tips and a message. */
export function WaitingRoom() {
  const { t } = useTexts('meeting');
  const user = useAtomValue(currentUserAtom);
  const students = useOnlineStudents();
  if (!user) return null;
  const status = presenceStatus(user);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="own-status">
          <StatusDot status={status} size={14} />
          <Typography sx={{ fontWeight: 600 }}>
            {t('waitingRoom.yourStatus')}: {t(`teachers.status.${status}`)}
          </Typography>
        </Box>
        <AvailabilitySwitch />
        <Typography variant="h6" component="p" data-testid="online-students">
          {t('waitingRoom.onlineStudents', { count: students })}
        </Typography>
        <Typography color="text.secondary">{t('waitingRoom.description')}</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('waitingRoom.tipsTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
          {TIPS.map((tip) => (
            <li key={tip}>
              <Typography>{t(`waitingRoom.tips.${tip}`)}</Typography>
            </li>
          ))}
        </Box>
        <Typography sx={{ mt: 2, fontStyle: 'italic' }} color="primary">
          {t('waitingRoom.message')}
        </Typography>
      </Paper>
    </Box>
  );
}
