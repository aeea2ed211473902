import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorText, useFormat, useTexts } from '@app/shared';
import { useContactRefusals } from '../api/get-contact-refusals';

/**
 * What the session refused for holding contact details (a phone number, an email address, a
 * link to another app): who tried, where and when. What they wrote is not kept.
 */
export function RoomContactRefusals({ meetingId }: { meetingId: string }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const refusals = useContactRefusals(meetingId);
  if (refusals.isPending) {
    return <CircularProgress size={20} aria-label={t('roomDetails.contactRefusals')} />;
  }
  if (refusals.isError) {
    return <Typography color="error">{apiErrorText(refusals.error)}</Typography>;
  }
  const count = refusals.data.length;
  return (
    <Box data-testid="contact-refusals" data-count={count}>
      <Typography color={count > 0 ? 'warning.main' : 'text.secondary'}>
        {t('lesson.refusedCount', { count })}
      </Typography>
      {count > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {refusals.data.map((refusal, index) => (
            <Typography component="li" variant="body2" key={index}>
              <bdi>{refusal.userName ?? t('roomDetails.deletedAccount')}</bdi> ·{' '}
              {t(`roomDetails.refusalKinds.${refusal.kind}`)} ·{' '}
              {t(`roomDetails.refusalPlaces.${refusal.place}`)} ·{' '}
              {format.dateTime(refusal.createdAt)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
