import type { CallFailureReason, CallParty } from '@app/shared';
import type { Machine } from '../../lib/machine';
import { CALL_NOTICE_MS, RING_TIMEOUT_MS } from './call-constants';

/** The student's outgoing call (docs/product.md#sessions-and-state). */
export type CallerState =
  | { status: 'idle' }
  | { status: 'calling'; callId: string; teacher: CallParty }
  | { status: 'accepted'; callId: string; teacher: CallParty; acceptedAt: number }
  | { status: 'declined'; callId: string; teacher: CallParty }
  | { status: 'failed'; callId: string; teacher: CallParty; reason: CallFailureReason }
  | { status: 'unanswered'; callId: string; teacher: CallParty };

export type CallerEvent =
  | { type: 'call'; callId: string; teacher: CallParty }
  | { type: 'accepted'; callId: string; at: number }
  | { type: 'declined'; callId: string }
  | { type: 'failed'; callId: string | null; reason: CallFailureReason }
  | { type: 'cancel' }
  | { type: 'ringTimeout' }
  | { type: 'close' }
  /** The meeting this call opened is over; the accepted overlay goes. */
  | { type: 'meetingOver' };

const IDLE: CallerState = { status: 'idle' };

/** Closing notices (declined, failed, unanswered) give way to a new call at once. */
const canStartFrom = (state: CallerState) =>
  state.status !== 'calling' && state.status !== 'accepted';

function reduce(state: CallerState, event: CallerEvent): CallerState {
  if (event.type === 'call') {
    return canStartFrom(state)
      ? { status: 'calling', callId: event.callId, teacher: event.teacher }
      : state;
  }
  if (event.type === 'close') return state.status === 'idle' ? state : IDLE;
  if (event.type === 'meetingOver') return state.status === 'accepted' ? IDLE : state;
  if (state.status !== 'calling') return state;
  const { callId, teacher } = state;
  switch (event.type) {
    case 'accepted':
      return event.callId === callId
        ? { status: 'accepted', callId, teacher, acceptedAt: event.at }
        : state;
    case 'declined':
      return event.callId === callId ? { status: 'declined', callId, teacher } : state;
    case 'failed':
      // A refusal before the server knew the call (malformed request) carries no call id.
      if (event.callId !== null && event.callId !== callId) return state;
      return event.reason === 'timeout'
        ? { status: 'unanswered', callId, teacher }
        : { status: 'failed', callId, teacher, reason: event.reason };
    case 'cancel':
      return IDLE;
    case 'ringTimeout':
      return { status: 'unanswered', callId, teacher };
    default:
      return state;
  }
}

/** calling -> accepted | declined | failed | unanswered (30 s) | idle (cancel); notices 3 s. */
export const callerMachine: Machine<CallerState, CallerEvent> = {
  initial: IDLE,
  reduce,
  timeouts(state) {
    switch (state.status) {
      case 'calling':
        return [{ afterMs: RING_TIMEOUT_MS, event: { type: 'ringTimeout' } }];
      case 'declined':
      case 'failed':
      case 'unanswered':
        return [{ afterMs: CALL_NOTICE_MS, event: { type: 'close' } }];
      default:
        return [];
    }
  },
};
