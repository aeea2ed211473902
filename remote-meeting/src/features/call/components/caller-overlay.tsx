import { formatDuration, genderContext, UserAvatar, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useCallBlock } from '../../../lib/family/use-guardian-rules';
import { useNow } from '../../../lib/use-now';
import { callActionsAtom, callerStateAtom } from '../call-atoms';
import { isOffering, type CallerState } from '../caller-machine';

type ShownState = Exclude<CallerState, { status: 'idle' }>;

function useCallerTexts(state: ShownState): { title: string; text: string } {
  const { t } = useTexts('meeting');
  const errors = useTexts('common').t;
  const name = state.teacher.name;
  // The Arabic texts agree with the Sheikh's gender; without one they are the neutral texts.
  const context = genderContext(state.teacher);
  const now = useNow(state.status === 'accepted');
  switch (state.status) {
    case 'calling':
      return { title: t('call.calling', { name }), text: t('call.callingHint', { context }) };
    case 'accepted':
      return { title: t('call.accepted'), text: formatDuration(now - state.acceptedAt) };
    case 'declined':
      return {
        title: t('call.declined', { context }),
        text: t('call.declinedText', { name, context }),
      };
    case 'unanswered':
      return { title: t('call.unanswered'), text: t('call.unansweredText', { name, context }) };
    case 'failed':
      return { title: t('call.failed'), text: errors(`apiErrors.${state.reason}`, { context }) };
  }
}

function CallerCard({ state }: { state: ShownState }) {
  const { t } = useTexts('meeting');
  const actions = useAtomValue(callActionsAtom);
  const { title, text } = useCallerTexts(state);
  // A guardian's consent can lapse between two calls (the last guardian left).
  const callBlock = useCallBlock();
  const closing = state.status !== 'calling' && state.status !== 'accepted';
  return (
    <Box sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <UserAvatar name={state.teacher.name} avatar={state.teacher.avatar} size={72} />
      <Typography variant="h6" component="h2" id="caller-overlay-title">
        {title}
      </Typography>
      <Typography color="text.secondary" aria-live="polite" data-testid="caller-overlay-text">
        {text}
      </Typography>
      {state.status === 'calling' && <CircularProgress size={28} aria-hidden="true" />}
      {state.status === 'calling' && (
        <Button variant="contained" color="error" onClick={() => actions?.cancel()}>
          {t('call.cancel')}
        </Button>
      )}
      {isOffering(state) && state.next && (
        <Button
          variant="contained"
          color="success"
          disabled={callBlock !== null}
          onClick={() => actions?.callNext()}
        >
          {t('call.callNext', { name: state.next.name })}
        </Button>
      )}
      {isOffering(state) && state.next && callBlock && (
        <Typography variant="body2" color="text.secondary">
          {t('guardian.mustAgree')}
        </Typography>
      )}
      {closing && <Button onClick={() => actions?.dismiss()}>{t('call.close')}</Button>}
    </Box>
  );
}

/**
 * The caller overlay: calling, accepted (mm:ss), declined, ended; cancel. After a decline or an
 * unanswered call it offers the next Sheikh, and Close goes back to the list.
 */
export function CallerOverlay() {
  const state = useAtomValue(callerStateAtom);
  if (state.status === 'idle') return null;
  return (
    <Dialog
      open
      aria-labelledby="caller-overlay-title"
      data-testid="caller-overlay"
      data-status={state.status}
      slotProps={{ paper: { sx: { minWidth: { xs: '90vw', sm: 360 } } } }}
    >
      <CallerCard state={state} />
    </Dialog>
  );
}
