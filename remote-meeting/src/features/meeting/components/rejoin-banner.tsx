import { formatDuration, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { useNow } from '../../../lib/use-now';
import { ongoingMeetingAtom, rejoinAtom } from '../meeting-atoms';

/** "Rejoin your lesson with X" on /main, while the meeting this user left is still open. */
export function RejoinBanner() {
  const { t } = useTexts('meeting');
  const meeting = useAtomValue(ongoingMeetingAtom);
  const rejoin = useAtomValue(rejoinAtom);
  const rejoinBy = meeting?.rejoinBy ? Date.parse(meeting.rejoinBy) : null;
  const now = useNow(rejoinBy !== null);
  if (!meeting || !rejoin || (rejoinBy !== null && rejoinBy <= now)) return null;
  return (
    <Alert
      severity="info"
      data-testid="rejoin-banner"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={rejoin}>
          {t('meeting.rejoin')}
        </Button>
      }
    >
      {t('meeting.rejoinLesson', { name: meeting.peer.name })}
      {rejoinBy !== null && ` (${formatDuration(rejoinBy - now)})`}
    </Alert>
  );
}
