import { formatDuration, genderContext, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import { useAtomValue } from 'jotai';
import { useNow } from '../../../lib/use-now';
import { meetingStateAtom, peerLostAtom } from '../meeting-atoms';

/** "X lost connection, waiting for them (0:45)": the rejoin window counting down. */
export function PeerLostNotice() {
  const { t } = useTexts('meeting');
  const lost = useAtomValue(peerLostAtom);
  const meeting = useAtomValue(meetingStateAtom);
  const now = useNow(lost !== null);
  if (!lost) return null;
  const person =
    meeting.status === 'idle'
      ? undefined
      : meeting.start.participants.find((p) => p.userId === lost.userId);
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="peer-lost"
      sx={{ mx: 2, mb: 1, fontVariantNumeric: 'tabular-nums' }}
    >
      {t('meeting.peerLost', {
        name: lost.name,
        time: formatDuration(lost.rejoinBy - now),
        context: genderContext(person),
      })}
    </Alert>
  );
}
