import type { MeetingEndReasonCode } from '@app/shared/protocol';

/**
 * A meeting's lifecycle as a pure state machine (docs/meeting-lifecycle.md). The ringing call
 * before it lives in the realtime store; the meeting exists from the accept on:
 *
 *   scheduled --teacher_joined--> active
 *   scheduled | active --participant_lost--> interrupted (the rejoin window opens)
 *   interrupted --participant_back (the last one lost)--> scheduled | active
 *   interrupted --window_passed--> ended (participant_lost)
 *   any open state --hung_up | ended_by_participant | teacher_went_offline | abandoned--> ended
 *
 * Ended is final: every event on it is refused, so a rejoin after the end creates nothing.
 */
export type LifecycleState =
  | { status: 'scheduled' }
  | { status: 'active' }
  | {
      status: 'interrupted';
      /** Whether the teacher had started the meeting (where a full return goes back to). */
      started: boolean;
      /** The participants whose connection is lost, in the order they were lost. */
      lost: readonly string[];
      /** When the first of them was lost: the rejoin window runs from here. */
      since: number;
    }
  | { status: 'ended'; reason: MeetingEndReasonCode };

export type LifecycleStatus = LifecycleState['status'];

/** Why a participant or the server ends an open meeting on purpose. */
export type DeliberateEndReason = Extract<
  MeetingEndReasonCode,
  'participant_left' | 'ended_by_participant' | 'teacher_went_offline' | 'abandoned'
>;

export type LifecycleEvent =
  | { type: 'teacher_joined' }
  | { type: 'participant_lost'; userId: string; at: number }
  | { type: 'participant_back'; userId: string }
  | { type: 'window_passed'; at: number }
  | { type: 'end'; reason: DeliberateEndReason };

export type LifecycleEventType = LifecycleEvent['type'];

/** What a transition tells the rest of the app (realtime turns these into socket events). */
export type LifecycleEffect =
  | { type: 'started' }
  | { type: 'interrupted'; userId: string; deadline: number }
  | { type: 'resumed'; userId: string }
  | { type: 'ended'; reason: MeetingEndReasonCode };

export type Transition =
  | { ok: true; state: LifecycleState; effects: LifecycleEffect[] }
  /** `ended`: the meeting is over; nothing changes and the caller says so. */
  | { ok: false; refusal: 'ended' };

const stay = (state: LifecycleState): Transition => ({ ok: true, state, effects: [] });
const ended = (reason: MeetingEndReasonCode): Transition => ({
  ok: true,
  state: { status: 'ended', reason },
  effects: [{ type: 'ended', reason }],
});

/** The machine for one rejoin window length (MEETING_REJOIN_GRACE_S). */
export function lifecycleMachine(rejoinWindowMs: number) {
  function transition(state: LifecycleState, event: LifecycleEvent): Transition {
    if (state.status === 'ended') return { ok: false, refusal: 'ended' };
    switch (event.type) {
      case 'teacher_joined':
        if (state.status === 'scheduled') {
          return { ok: true, state: { status: 'active' }, effects: [{ type: 'started' }] };
        }
        if (state.status === 'interrupted' && !state.started) {
          return { ok: true, state: { ...state, started: true }, effects: [{ type: 'started' }] };
        }
        return stay(state);
      case 'participant_lost': {
        if (state.status !== 'interrupted') {
          const next: LifecycleState = {
            status: 'interrupted',
            started: state.status === 'active',
            lost: [event.userId],
            since: event.at,
          };
          return {
            ok: true,
            state: next,
            effects: [
              { type: 'interrupted', userId: event.userId, deadline: event.at + rejoinWindowMs },
            ],
          };
        }
        if (state.lost.includes(event.userId)) return stay(state);
        // The window is the first loss's: a second loss does not extend it.
        return {
          ok: true,
          state: { ...state, lost: [...state.lost, event.userId] },
          effects: [
            { type: 'interrupted', userId: event.userId, deadline: state.since + rejoinWindowMs },
          ],
        };
      }
      case 'participant_back': {
        if (state.status !== 'interrupted' || !state.lost.includes(event.userId)) {
          return stay(state);
        }
        const lost = state.lost.filter((id) => id !== event.userId);
        const next: LifecycleState =
          lost.length > 0
            ? { ...state, lost }
            : state.started
              ? { status: 'active' }
              : { status: 'scheduled' };
        return { ok: true, state: next, effects: [{ type: 'resumed', userId: event.userId }] };
      }
      case 'window_passed':
        if (state.status !== 'interrupted' || event.at < state.since + rejoinWindowMs) {
          return stay(state);
        }
        return ended('participant_lost');
      case 'end':
        return ended(event.reason);
    }
  }

  /** When the rejoin window of an interrupted meeting closes. */
  const deadlineOf = (state: LifecycleState): number | null =>
    state.status === 'interrupted' ? state.since + rejoinWindowMs : null;

  return { transition, deadlineOf, rejoinWindowMs };
}

export type LifecycleMachine = ReturnType<typeof lifecycleMachine>;
