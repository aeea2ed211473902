import { formatDuration } from '@app/shared';
import Alert from '@mui/material/Alert';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { peerLostAtom } from '../meeting-atoms';

/** "X lost connection, waiting for them (0:45)": the rejoin window counting down. */
export function PeerLostNotice() {
  const { t } = useTranslation('meeting');
  const lost = useAtomValue(peerLostAtom);
  const now = useNow(lost !== null);
  if (!lost) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="peer-lost"
      sx={{ mx: 2, mb: 1, fontVariantNumeric: 'tabular-nums' }}
    >
      {t('meeting.peerLost', { name: lost.name, time: formatDuration(lost.rejoinBy - now) })}
    </Alert>
  );
}
