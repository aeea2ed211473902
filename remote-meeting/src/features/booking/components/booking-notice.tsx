import { useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import { bookingErrorText } from '../booking-error';
import type { BookingNotice as Notice } from '../hooks/use-booking-flow';

/** What the last step came to: the lessons booked, or the refusal and whether slots reloaded. */
export function BookingNotice({
  notice,
  context,
}: {
  notice: Notice;
  context: string | undefined;
}) {
  const { t } = useTexts('booking');
  const common = useTexts('common').t;
  if (notice.kind === 'booked') {
    return (
      <Alert severity="success" role="status" data-testid="booking-notice">
        {t('booked', { count: notice.count })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="booking-notice">
      {bookingErrorText(notice.error, common, context)}
      {notice.slotsReloaded && ` ${t('slotsReloaded')}`}
    </Alert>
  );
}
