import { genderContext, UserAvatar, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import CallEndIcon from '@mui/icons-material/CallEnd';
import { useAtomValue } from 'jotai';
import { useNow } from '../../../lib/use-now';
import { callActionsAtom, receiverStateAtom, ringtoneStatusAtom } from '../call-atoms';
import { RING_TIMEOUT_MS } from '../call-constants';
import type { ReceiverState } from '../receiver-machine';

type CallerGoneState = Extract<ReceiverState, { status: 'callerGone' }>;

const CALLER_GONE_TEXT = {
  cancelled: 'call.callerCancelled',
  caller_left: 'call.callerDisconnected',
} as const;

/** What the teacher is told for 3 s when the student cancelled or went away while ringing. */
function CallerGoneNotice({ state }: { state: CallerGoneState }) {
  const { t } = useTexts('meeting');
  return (
    <Dialog
      open
      aria-labelledby="receiver-overlay-title"
      data-testid="receiver-overlay"
      data-status={state.status}
      slotProps={{ paper: { sx: { minWidth: { xs: '90vw', sm: 380 } } } }}
    >
      <Box sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <UserAvatar name={state.call.caller.name} avatar={state.call.caller.avatar} size={72} />
        <Typography variant="h6" component="h2" id="receiver-overlay-title" role="status">
          {t(CALLER_GONE_TEXT[state.reason], { context: genderContext(state.call.caller) })}
        </Typography>
      </Box>
    </Dialog>
  );
}

/** The receiver overlay: who calls, the auto-decline countdown, accept and decline. */
export function ReceiverOverlay() {
  const { t } = useTexts('meeting');
  const state = useAtomValue(receiverStateAtom);
  const actions = useAtomValue(callActionsAtom);
  const ringtone = useAtomValue(ringtoneStatusAtom);
  const now = useNow(state.status === 'ringing', 250);
  if (state.status === 'callerGone') return <CallerGoneNotice state={state} />;
  if (state.status !== 'ringing') return null;
  const seconds = Math.max(0, Math.ceil((state.receivedAt + RING_TIMEOUT_MS - now) / 1000));
  return (
    <Dialog
      open
      aria-labelledby="receiver-overlay-title"
      data-testid="receiver-overlay"
      data-status={state.status}
      data-ringtone={ringtone}
      slotProps={{ paper: { sx: { minWidth: { xs: '90vw', sm: 380 } } } }}
    >
      <Box sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <UserAvatar name={state.call.caller.name} avatar={state.call.caller.avatar} size={72} />
        <Typography variant="overline">{t('call.incoming')}</Typography>
        <Typography variant="h6" component="h2" id="receiver-overlay-title">
          {t('call.incomingFrom', { name: state.call.caller.name })}
        </Typography>
        <Typography color="text.secondary" data-testid="auto-decline">
          {t('call.autoDecline', { count: seconds })}
        </Typography>
        {ringtone === 'blocked' && (
          <Typography variant="body2" color="warning.main">
            {t('call.ringBlocked')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button
            variant="contained"
            color="error"
            startIcon={<CallEndIcon />}
            onClick={() => actions?.decline()}
          >
            {t('call.decline')}
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<CallIcon />}
            onClick={() => actions?.accept()}
          >
            {t('call.accept')}
          </Button>
        </Box>
      </Box>
    </Dialog>
  );
}
