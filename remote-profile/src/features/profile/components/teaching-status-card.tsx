import { AvailabilitySwitch, useTexts } from '@app/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** Teachers only: the available/busy setting, the same control as the waiting room's. */
export function TeachingStatusCard() {
  const { t } = useTexts('profile');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('status.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('status.description')}
        </Typography>
        <AvailabilitySwitch />
      </CardContent>
    </Card>
  );
}
