import type { IncomingCallEndReason, IncomingCallRequest } from '@app/shared';
import type { Machine } from '../../lib/machine';
import { RING_TIMEOUT_MS } from './call-constants';

/** The teacher's incoming call (docs/product.md#sessions-and-state). */
export type ReceiverState =
  { status: 'idle' } | { status: 'ringing'; call: IncomingCallRequest; receivedAt: number };

export type ReceiverEvent =
  | { type: 'incoming'; call: IncomingCallRequest; at: number }
  | { type: 'accept' }
  | { type: 'decline' }
  /** Nobody answered in 30 s: the overlay declines by itself. */
  | { type: 'autoDecline' }
  /** The server stopped the ringing: answered in another tab, cancelled, timed out. */
  | { type: 'ended'; callId: string; reason: IncomingCallEndReason };

const IDLE: ReceiverState = { status: 'idle' };

function reduce(state: ReceiverState, event: ReceiverEvent): ReceiverState {
  if (event.type === 'incoming') {
    // One ringing call at a time; the server refuses a second caller as busy anyway.
    return state.status === 'idle'
      ? { status: 'ringing', call: event.call, receivedAt: event.at }
      : state;
  }
  if (state.status !== 'ringing') return state;
  if (event.type === 'ended') return event.callId === state.call.callId ? IDLE : state;
  return IDLE;
}

/** idle -> ringing -> idle (accept, decline, 30 s auto-decline, or stopped by the server). */
export const receiverMachine: Machine<ReceiverState, ReceiverEvent> = {
  initial: IDLE,
  reduce,
  timeouts: (state) =>
    state.status === 'ringing'
      ? [{ afterMs: RING_TIMEOUT_MS, event: { type: 'autoDecline' } }]
      : [],
};
