import { useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bookingErrorText, isNotBookable } from '../booking-error';

/**
 * Why no slots show: a Sheikh without hours is a plain fact, said without alarm; anything else
 * is a refusal or a failure, with Retry.
 */
export function SlotsFailure({
  error,
  context,
  onRetry,
}: {
  error: unknown;
  context: string | undefined;
  onRetry(): void;
}) {
  const { t } = useTexts('booking');
  const common = useTexts('common').t;
  if (isNotBookable(error)) {
    return (
      <Typography color="text.secondary" data-testid="booking-not-bookable">
        {t('notBookable', { context })}
      </Typography>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid="booking-slots-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')} {bookingErrorText(error, common, context)}
    </Alert>
  );
}
