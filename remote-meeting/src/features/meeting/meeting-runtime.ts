import {
  CLIENT_EVENTS,
  logRefusal,
  type AppSocket,
  type appStore,
  type OngoingMeeting,
  type StartMeeting,
  type User,
} from '@app/shared';
import { runMachine, type MachineRunner } from '../../lib/machine';
import type { SessionEvents } from '../../lib/session-events';
import { meetingStateAtom, ongoingMeetingAtom, peerLostAtom } from './meeting-atoms';
import {
  meetingMachine,
  type MeetingEvent,
  type MeetingRole,
  type MeetingState,
} from './meeting-machine';
import { startMeetingSession, type MeetingStartApi } from './meeting-start';
import { tabMemory } from './tab-memory';
import { MeetingStartError, PollWaker } from './wait-for-teacher';

export interface MeetingRuntimeOptions {
  store: typeof appStore;
  api: MeetingStartApi & {
    recordParticipantLeft(body: { meetingId: string; userId: string }): Promise<void>;
  };
  socket: () => AppSocket | null;
  user: () => User | null;
  events: SessionEvents;
  /** Shows the product's 'Meeting Error' toast. */
  onStartError(error: MeetingStartError): void;
}

export interface MeetingRuntime {
  runner: MachineRunner<MeetingEvent>;
  /** startMeeting from the server. */
  begin(start: StartMeeting): void;
  hangUp(): void;
  /** teacherJoinedMeeting from the server: a student waiting for that room checks now. */
  teacherJoined(roomName: string): void;
  /**
   * The socket came back after a lost connection: a meeting the server ended meanwhile (an API
   * restart ends the meetings it no longer watches) ends here too, instead of staying open.
   */
  confirmStillOpen(): Promise<void>;
  /**
   * The `meeting:ongoing` answer: the open meeting this user belongs to. A page that
   * lost its place in it (this tab was in it before a reload, or the server counts this user
   * as lost) goes straight back in, once; otherwise /main offers the rejoin.
   */
  ongoing(meeting: OngoingMeeting | null): void;
  /** Goes back into the ongoing meeting (the rejoin banner). */
  rejoin(): void;
  /** The signed-in user's id. */
  selfId(): string | null;
  dispose(): void;
}

/** A meeting to go back into, as the start sequence takes it (the ringing call is long gone). */
const startOf = (meeting: OngoingMeeting): StartMeeting => ({
  callId: meeting.meetingId,
  roomName: meeting.roomName,
  meetingId: meeting.meetingId,
  participants: meeting.participants,
});

/** Admins never receive startMeeting; a teacher's own user decides the moderator path. */
const roleOf = (start: StartMeeting, user: User | null): MeetingRole =>
  start.participants.find((p) => p.userId === user?._id)?.role ??
  (user?.role === 'student' ? 'student' : 'teacher');

/** The meeting machine wired to its effects: the start sequence, leaving, and the bus. */
export function createMeetingRuntime(options: MeetingRuntimeOptions): MeetingRuntime {
  const { store, api, socket, user, events } = options;
  const meetingIdOf = (state: MeetingState) =>
    state.status === 'live'
      ? state.session.meetingId
      : state.status === 'idle'
        ? null
        : state.start.meetingId;

  /** Record the leave, leave the room, end it for the others. */
  const leave = (state: Exclude<MeetingState, { status: 'idle' }>, endForAll: boolean) => {
    const { roomName, meetingId } = state.start;
    const self = user();
    if (self) {
      api
        .recordParticipantLeft({ meetingId, userId: self._id })
        .catch((error: unknown) => console.warn('participant-left not recorded', error));
    }
    socket()?.emit(CLIENT_EVENTS.leaveRoom, { roomName }, logRefusal(CLIENT_EVENTS.leaveRoom));
    if (endForAll)
      socket()?.emit(CLIENT_EVENTS.endCall, { roomName }, logRefusal(CLIENT_EVENTS.endCall));
  };

  const effect = (previous: MeetingState, next: MeetingState, event: MeetingEvent) => {
    if (event.type === 'started' && next.status === 'starting') {
      store.set(ongoingMeetingAtom, null);
      void runStart(next.start, next.role);
    }
    if (next.status !== 'live') store.set(peerLostAtom, null);
    if (next.status !== previous.status) {
      const open = next.status === 'starting' || next.status === 'live';
      tabMemory.remember(open ? next.start.roomName : null);
    }
    if (previous.status === 'idle') return;
    const closed = () =>
      events.emit('meetingClosed', {
        meetingId: meetingIdOf(previous),
        roomName: previous.start.roomName,
        attended: previous.status === 'live' || previous.status === 'ended',
        teacher: previous.start.participants.find((p) => p.role === 'teacher') ?? null,
      });
    if (event.type === 'hangUp' || event.type === 'failed') {
      store.set(ongoingMeetingAtom, null);
      leave(previous, true);
      closed();
    } else if (event.type === 'remoteEnded') {
      leave(previous, false);
      store.set(ongoingMeetingAtom, null);
    } else if (event.type === 'close') {
      closed();
    }
  };

  const runner = runMachine(meetingMachine, store, meetingStateAtom, effect);

  /** The wait of the start in progress, with the room it waits for. */
  let waiting: { roomName: string; waker: PollWaker } | null = null;

  async function runStart(start: StartMeeting, role: MeetingRole): Promise<void> {
    const stillWanted = () => {
      const state = store.get(meetingStateAtom);
      return state.status === 'starting' && state.start === start;
    };
    const waker = new PollWaker();
    waiting = { roomName: start.roomName, waker };
    try {
      const session = await startMeetingSession({
        api,
        start,
        role,
        user: user(),
        setPhase: (phase) => runner.dispatch({ type: 'phase', phase }),
        stillWanted,
        waker,
      });
      if (session && stillWanted()) runner.dispatch({ type: 'joined', session, at: Date.now() });
    } catch (error) {
      if (!stillWanted()) return;
      const failure =
        error instanceof MeetingStartError ? error : new MeetingStartError('failedToStart');
      options.onStartError(failure);
      runner.dispatch({ type: 'failed', message: failure.messageKey });
    } finally {
      if (waiting?.waker === waker) waiting = null;
    }
  }

  /** Only the page's first word from the server puts it back in without asking. */
  let autoRejoinSpent = false;

  return {
    runner,
    ongoing: (meeting) => {
      const inIt = store.get(meetingStateAtom).status !== 'idle';
      store.set(ongoingMeetingAtom, inIt ? null : meeting);
      const firstWord = !autoRejoinSpent;
      autoRejoinSpent = true;
      if (
        meeting &&
        !inIt &&
        firstWord &&
        (meeting.rejoinBy || tabMemory.wasIn(meeting.roomName))
      ) {
        runner.dispatch({ type: 'started', start: startOf(meeting), role: meeting.role });
      }
    },
    selfId: () => user()?._id ?? null,
    rejoin: () => {
      const meeting = store.get(ongoingMeetingAtom);
      if (!meeting) return;
      store.set(ongoingMeetingAtom, null);
      runner.dispatch({ type: 'started', start: startOf(meeting), role: meeting.role });
    },
    begin: (start) => runner.dispatch({ type: 'started', start, role: roleOf(start, user()) }),
    hangUp: () => runner.dispatch({ type: 'hangUp' }),
    teacherJoined: (roomName) => {
      if (waiting?.roomName === roomName) waiting.waker.wake();
    },
    confirmStillOpen: async () => {
      const state = store.get(meetingStateAtom);
      if (state.status !== 'starting' && state.status !== 'live') return;
      const { roomName } = state.start;
      const room = await api.getRoom(roomName).catch(() => null);
      if (room?.status === 'ended')
        runner.dispatch({ type: 'remoteEnded', roomName, reason: 'abandoned', endedBy: null });
    },
    dispose: () => runner.dispose(),
  };
}
