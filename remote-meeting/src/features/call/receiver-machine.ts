import type { IncomingCallEndReason, IncomingCallRequest } from '@app/shared';
import type { Machine } from '../../lib/machine';
import { CALL_NOTICE_MS, RING_TIMEOUT_MS } from './call-constants';

/** Why the caller's side stopped the ringing, which the teacher is told for 3 s. */
export type CallerGoneReason = Extract<IncomingCallEndReason, 'cancelled' | 'caller_left'>;

/** The teacher's incoming call (docs/product.md#sessions-and-state). */
export type ReceiverState =
  | { status: 'idle' }
  | { status: 'ringing'; call: IncomingCallRequest; receivedAt: number }
  /** "Call Cancelled" or "User Disconnected": the student hung up or went away while ringing. */
  | { status: 'callerGone'; call: IncomingCallRequest; reason: CallerGoneReason };

export type ReceiverEvent =
  | { type: 'incoming'; call: IncomingCallRequest; at: number }
  | { type: 'accept' }
  | { type: 'decline' }
  /** Nobody answered in 30 s: the overlay declines by itself. */
  | { type: 'autoDecline' }
  /** The server stopped the ringing: answered in another tab, cancelled, timed out. */
  | { type: 'ended'; callId: string; reason: IncomingCallEndReason }
  /** The caller-gone notice is over (3 s) or dismissed. */
  | { type: 'close' };

const IDLE: ReceiverState = { status: 'idle' };

const isCallerGone = (reason: IncomingCallEndReason): reason is CallerGoneReason =>
  reason === 'cancelled' || reason === 'caller_left';

function reduce(state: ReceiverState, event: ReceiverEvent): ReceiverState {
  if (event.type === 'incoming') {
    // One ringing call at a time; the server refuses a second caller as busy anyway. A notice
    // about the previous caller gives way to a new call at once.
    return state.status === 'ringing'
      ? state
      : { status: 'ringing', call: event.call, receivedAt: event.at };
  }
  if (state.status === 'callerGone') return event.type === 'close' ? IDLE : state;
  if (state.status !== 'ringing') return state;
  switch (event.type) {
    case 'ended':
      if (event.callId !== state.call.callId) return state;
      return isCallerGone(event.reason)
        ? { status: 'callerGone', call: state.call, reason: event.reason }
        : IDLE;
    case 'close':
      return state;
    default:
      return IDLE;
  }
}

/**
 * idle -> ringing -> idle (accept, decline, 30 s auto-decline, or stopped by the server), or
 * -> callerGone (the student cancelled or went away) -> idle after 3 s.
 */
export const receiverMachine: Machine<ReceiverState, ReceiverEvent> = {
  initial: IDLE,
  reduce,
  timeouts(state) {
    switch (state.status) {
      case 'ringing':
        return [{ afterMs: RING_TIMEOUT_MS, event: { type: 'autoDecline' } }];
      case 'callerGone':
        return [{ afterMs: CALL_NOTICE_MS, event: { type: 'close' } }];
      default:
        return [];
    }
  },
};
