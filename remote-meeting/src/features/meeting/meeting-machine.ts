import type { MeetingEnded, MeetingEndReasonCode, StartMeeting } from '@app/shared';
import type { Machine } from '../../lib/machine';
import type { RoomEntry } from '../../lib/room-entry';
import { MEETING_ENDED_NOTICE_MS } from './meeting-constants';

/** The loading texts, one per step of the start. */
export type StartPhase = 'loading' | 'moderator' | 'waitingTeacher' | 'teacherJoined';
export type MeetingRole = 'teacher' | 'student';

/** What the video view needs once the user is in the room. */
export interface MeetingSession {
  meetingId: string;
  roomName: string;
  token: string | null;
  entry: RoomEntry;
}

export type MeetingState =
  | { status: 'idle' }
  | { status: 'starting'; start: StartMeeting; role: MeetingRole; phase: StartPhase }
  | {
      status: 'live';
      start: StartMeeting;
      role: MeetingRole;
      session: MeetingSession;
      since: number;
    }
  | {
      status: 'ended';
      start: StartMeeting;
      role: MeetingRole;
      reason: MeetingEndReasonCode;
      /** Who ended it, when a participant did ("The teacher ended the lesson"). */
      endedBy: MeetingEnded['endedBy'];
    };

export type MeetingEvent =
  | { type: 'started'; start: StartMeeting; role: MeetingRole }
  | { type: 'phase'; phase: StartPhase }
  | { type: 'joined'; session: MeetingSession; at: number }
  | { type: 'reentered'; roomName: string; entry: RoomEntry }
  | { type: 'failed'; message: string }
  | { type: 'hangUp' }
  | {
      type: 'remoteEnded';
      roomName: string;
      reason: MeetingEndReasonCode;
      endedBy: MeetingEnded['endedBy'];
    }
  | { type: 'close' };

const IDLE: MeetingState = { status: 'idle' };

function reduce(state: MeetingState, event: MeetingEvent): MeetingState {
  switch (event.type) {
    case 'started':
      return state.status === 'idle' || state.status === 'ended'
        ? { status: 'starting', start: event.start, role: event.role, phase: 'loading' }
        : state;
    case 'phase':
      return state.status === 'starting' && state.phase !== event.phase
        ? { ...state, phase: event.phase }
        : state;
    case 'joined':
      return state.status === 'starting'
        ? {
            status: 'live',
            start: state.start,
            role: state.role,
            session: event.session,
            since: event.at,
          }
        : state;
    case 'reentered':
      return state.status === 'live' && state.start.roomName === event.roomName
        ? { ...state, session: { ...state.session, entry: event.entry } }
        : state;
    case 'failed':
    case 'hangUp':
      return state.status === 'starting' || state.status === 'live' ? IDLE : state;
    case 'remoteEnded':
      if (state.status !== 'starting' && state.status !== 'live') return state;
      if (state.start.roomName !== event.roomName) return state;
      return {
        status: 'ended',
        start: state.start,
        role: state.role,
        reason: event.reason,
        endedBy: event.endedBy,
      };
    case 'close':
      return state.status === 'ended' ? IDLE : state;
  }
}

/**
 * idle -> starting (loading, moderator | waiting for teacher, teacher joined) -> live ->
 * idle (own hang-up) or ended (the other side, 3 s notice) -> idle; a failed start -> idle.
 */
export const meetingMachine: Machine<MeetingState, MeetingEvent> = {
  initial: IDLE,
  reduce,
  timeouts: (state) =>
    state.status === 'ended'
      ? [{ afterMs: MEETING_ENDED_NOTICE_MS, event: { type: 'close' } }]
      : [],
};
