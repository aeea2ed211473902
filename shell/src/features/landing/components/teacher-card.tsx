import {
  presenceStatus,
  StatusDot,
  UserAvatar,
  type DotStatus,
  type UsersListEntry,
} from '@app/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';

const STATUS_LABEL_KEY: Record<DotStatus, string> = {
  online: 'landing.status.online',
  busy: 'landing.status.busy',
  inMeeting: 'landing.status.inMeeting',
  offline: 'landing.status.offline',
};

const CALL_LABEL_KEY: Record<DotStatus, string> = {
  online: 'landing.teachers.callNow',
  inMeeting: 'landing.teachers.inSession',
  busy: 'landing.teachers.busy',
  offline: 'landing.teachers.unavailable',
};

interface TeacherCardProps {
  teacher: UsersListEntry;
  /** False for signed-in users who cannot call (teachers, admins). */
  canCall: boolean;
  onCall: (teacher: UsersListEntry) => void;
}

/** One Sheikh on the landing page: who, how they are rated, and whether they can take a call. */
export function TeacherCard({ teacher, canCall, onCall }: TeacherCardProps) {
  const { t, i18n } = useTranslation('shell');
  const status = presenceStatus(teacher);
  const rating =
    teacher.averageRating > 0
      ? teacher.averageRating.toLocaleString(i18n.language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        })
      : null;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-label={teacher.name}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <UserAvatar name={teacher.name} avatar={teacher.avatar} size={56} />
          <div>
            <Typography variant="h6" component="h3">
              <bdi>{teacher.name}</bdi>
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusDot status={status} />
              <Typography variant="body2" color="text.secondary">
                {t(STATUS_LABEL_KEY[status])}
              </Typography>
            </Stack>
          </div>
        </Stack>
        {rating && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Rating
              value={teacher.averageRating}
              precision={0.1}
              readOnly
              size="small"
              aria-label={t('landing.teachers.rating', { rating })}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {rating}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('landing.teachers.reviews', { count: teacher.totalReviews })}
            </Typography>
          </Stack>
        )}
        {teacher.experience && (
          <Typography variant="body2">
            <strong>{t('landing.teachers.experience')}:</strong> <bdi>{teacher.experience}</bdi>
          </Typography>
        )}
        {teacher.specialization && (
          <Typography variant="body2">
            <strong>{t('landing.teachers.specialization')}:</strong>{' '}
            <bdi>{teacher.specialization}</bdi>
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={status === 'online' ? <PhoneIcon /> : undefined}
          disabled={status !== 'online' || !canCall}
          onClick={() => onCall(teacher)}
        >
          {t(CALL_LABEL_KEY[status])}
        </Button>
      </CardActions>
    </Card>
  );
}
