import type { CallParty, CallRefusalCode } from '@app/shared';
import type { Machine } from '../../lib/machine';
import { CALL_NEXT_OFFER_MS, CALL_NOTICE_MS, RING_TIMEOUT_MS } from './call-constants';

/**
 * The teachers called in this attempt: the chain of calls from the student's first one through
 * each "Call next". A call placed from the list starts a new attempt.
 */
type Attempt = { tried: readonly string[] };

/** The student's outgoing call (docs/product.md#sessions-and-state). */
export type CallerState =
  | { status: 'idle' }
  | ({ status: 'calling'; callId: string; teacher: CallParty } & Attempt)
  | ({ status: 'accepted'; callId: string; teacher: CallParty; acceptedAt: number } & Attempt)
  /** `next`: the Sheikh offered to call instead (none: only the way back to the list). */
  | ({ status: 'declined'; callId: string; teacher: CallParty; next: CallParty | null } & Attempt)
  | ({
      status: 'failed';
      callId: string;
      teacher: CallParty;
      reason: CallRefusalCode;
    } & Attempt)
  | ({
      status: 'unanswered';
      callId: string;
      teacher: CallParty;
      next: CallParty | null;
    } & Attempt);

export type CallerEvent =
  /** A call from the list (or a landing card): a new attempt. */
  | { type: 'call'; callId: string; teacher: CallParty }
  /** The student took the offered next Sheikh: the attempt goes on. */
  | { type: 'callNext'; callId: string }
  /** Who to offer now (the users list changed, or a notice opened); null: nobody. */
  | { type: 'offerNext'; teacher: CallParty | null }
  | { type: 'accepted'; callId: string; at: number }
  | { type: 'declined'; callId: string }
  | { type: 'failed'; callId: string | null; reason: CallRefusalCode }
  | { type: 'cancel' }
  | { type: 'ringTimeout' }
  | { type: 'close' }
  /** The meeting this call opened is over; the accepted overlay goes. */
  | { type: 'meetingOver' };

/** A notice that may offer the next Sheikh. */
export type OfferingState = Extract<CallerState, { next: CallParty | null }>;

const IDLE: CallerState = { status: 'idle' };

/** Closing notices (declined, failed, unanswered) give way to a new call at once. */
const canStartFrom = (state: CallerState) =>
  state.status !== 'calling' && state.status !== 'accepted';

export const isOffering = (state: CallerState): state is OfferingState =>
  state.status === 'declined' || state.status === 'unanswered';

const sameParty = (a: CallParty | null, b: CallParty | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.userId === b.userId &&
    a.name === b.name &&
    a.avatar === b.avatar &&
    a.gender === b.gender);

function reduceOffer(state: CallerState, event: CallerEvent): CallerState {
  if (!isOffering(state)) return state;
  if (event.type === 'offerNext') {
    // A teacher already tried in this attempt is never offered again.
    const next =
      event.teacher && !state.tried.includes(event.teacher.userId) ? event.teacher : null;
    return sameParty(next, state.next) ? state : { ...state, next };
  }
  if (event.type === 'callNext' && state.next) {
    const teacher = state.next;
    return {
      status: 'calling',
      callId: event.callId,
      teacher,
      tried: [...state.tried, teacher.userId],
    };
  }
  return state;
}

function reduce(state: CallerState, event: CallerEvent): CallerState {
  if (event.type === 'call') {
    return canStartFrom(state)
      ? {
          status: 'calling',
          callId: event.callId,
          teacher: event.teacher,
          tried: [event.teacher.userId],
        }
      : state;
  }
  if (event.type === 'offerNext' || event.type === 'callNext') return reduceOffer(state, event);
  if (event.type === 'close') return state.status === 'idle' ? state : IDLE;
  if (event.type === 'meetingOver') return state.status === 'accepted' ? IDLE : state;
  if (state.status !== 'calling') return state;
  const { callId, teacher, tried } = state;
  switch (event.type) {
    case 'accepted':
      return event.callId === callId
        ? { status: 'accepted', callId, teacher, tried, acceptedAt: event.at }
        : state;
    case 'declined':
      return event.callId === callId
        ? { status: 'declined', callId, teacher, tried, next: null }
        : state;
    case 'failed':
      // A refusal before the server knew the call (malformed request) carries no call id.
      if (event.callId !== null && event.callId !== callId) return state;
      return event.reason === 'calls.unanswered'
        ? { status: 'unanswered', callId, teacher, tried, next: null }
        : { status: 'failed', callId, teacher, tried, reason: event.reason };
    case 'cancel':
      return IDLE;
    case 'ringTimeout':
      return { status: 'unanswered', callId, teacher, tried, next: null };
    default:
      return state;
  }
}

/**
 * calling -> accepted | declined | failed | unanswered (30 s) | idle (cancel). A notice closes
 * after 3 s, or 20 s while it offers the next Sheikh (callNext -> calling, same attempt).
 */
export const callerMachine: Machine<CallerState, CallerEvent> = {
  initial: IDLE,
  reduce,
  timeouts(state) {
    switch (state.status) {
      case 'calling':
        return [{ afterMs: RING_TIMEOUT_MS, event: { type: 'ringTimeout' } }];
      case 'declined':
      case 'unanswered':
        return [
          {
            afterMs: state.next ? CALL_NEXT_OFFER_MS : CALL_NOTICE_MS,
            event: { type: 'close' },
          },
        ];
      case 'failed':
        return [{ afterMs: CALL_NOTICE_MS, event: { type: 'close' } }];
      default:
        return [];
    }
  },
};
