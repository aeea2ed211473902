import { AppButton, PageSpinner, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTeachingHours } from '../api/use-teaching-hours';
import { TeachingHoursForm } from './teaching-hours-form';

/**
 * Teachers only: when students may book lessons, with a save of its own. Loaded on its own
 * chunk, so students and admins never download it.
 */
export function TeachingHoursCard() {
  const { t } = useTexts('profile');
  const hours = useTeachingHours();
  return (
    <Card variant="outlined" component="section" aria-labelledby="teaching-hours-title">
      <CardContent>
        <Typography id="teaching-hours-title" variant="h6" component="h2">
          {t('teachingHours.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('teachingHours.description')}
        </Typography>
        {hours.data !== undefined ? (
          <TeachingHoursForm saved={hours.data} />
        ) : hours.isError ? (
          <Alert
            severity="error"
            action={
              <AppButton
                variant="ghost"
                size="sm"
                loading={hours.isFetching}
                onClick={() => void hours.refetch()}
              >
                {t('common:actions.retry')}
              </AppButton>
            }
          >
            {t('teachingHours.loadFailed')}
          </Alert>
        ) : (
          <PageSpinner />
        )}
      </CardContent>
    </Card>
  );
}
