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
import { lessonMedia as pageLessonMedia, type LessonMedia } from '../../lib/media/lesson-media';
import { roomInbox } from '../../lib/room-inbox';
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
import { EntryWaker, MeetingStartError } from './wait-for-teacher';

export interface MeetingRuntimeOptions {
  store: typeof appStore;
  api: MeetingStartApi;
  socket: () => AppSocket | null;
  user: () => User | null;
  events: SessionEvents;
  /** Shows the product's 'Meeting Error' toast. */
  onStartError(error: MeetingStartError): void;
  /** The camera and microphone prepared while the call rang, released if no lesson took them. */
  lessonMedia?: Pick<LessonMedia, 'release'>;
}

export interface MeetingRuntime {
  runner: MachineRunner<MeetingEvent>;
  /** startMeeting from the server. */
  begin(start: StartMeeting): void;
  hangUp(): void;
  /** `meeting:teacherJoined` from the server: a student waiting for that room enters now. */
  teacherJoined(roomName: string): void;
  /**
   * The socket came back after a lost connection, and the server forgot its rooms: the lesson
   * is entered again (the video view learns who is in), a waiting student asks again, and a
   * meeting the server ended meanwhile (an API restart ends the ones it no longer watches) ends
   * here too, instead of staying open.
   */
  reenter(): Promise<void>;
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
  const { store, api, socket, user, events, lessonMedia = pageLessonMedia } = options;
  const meetingIdOf = (state: MeetingState) =>
    state.status === 'live'
      ? state.session.meetingId
      : state.status === 'idle'
        ? null
        : state.start.meetingId;

  /** One message for one intent: the server records the leave and ends a one-to-one lesson. */
  const leave = (state: Exclude<MeetingState, { status: 'idle' }>) => {
    const { roomName } = state.start;
    socket()?.emit(CLIENT_EVENTS.leaveRoom, { roomName }, logRefusal(CLIENT_EVENTS.leaveRoom));
  };

  const effect = (previous: MeetingState, next: MeetingState, event: MeetingEvent) => {
    if (event.type === 'started' && next.status === 'starting') {
      store.set(ongoingMeetingAtom, null);
      void runStart(next.start, next.role);
    }
    if (next.status !== 'live') store.set(peerLostAtom, null);
    // A start that failed or was given up leaves the prepared devices to nobody; a lesson over
    // has nothing more to hear from its room.
    if (next.status === 'idle' || next.status === 'ended') {
      lessonMedia.release();
      roomInbox.close();
    }
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
      leave(previous);
      closed();
    } else if (event.type === 'remoteEnded') {
      // The server ended it and emptied the room: there is nothing left to leave.
      store.set(ongoingMeetingAtom, null);
    } else if (event.type === 'close') {
      closed();
    }
  };

  const runner = runMachine(meetingMachine, store, meetingStateAtom, effect);

  /** The wait of the start in progress, with the room it waits for. */
  let waiting: { roomName: string; waker: EntryWaker } | null = null;

  async function runStart(start: StartMeeting, role: MeetingRole): Promise<void> {
    const stillWanted = () => {
      const state = store.get(meetingStateAtom);
      return state.status === 'starting' && state.start === start;
    };
    const waker = new EntryWaker();
    waiting = { roomName: start.roomName, waker };
    // Open before entering: the other side may signal the moment the answer puts us in the room.
    const current = socket();
    if (current) roomInbox.open(current, start.roomName);
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
    reenter: async () => {
      const state = store.get(meetingStateAtom);
      if (state.status === 'starting') {
        if (waiting?.roomName === state.start.roomName) waiting.waker.wake();
        return;
      }
      if (state.status !== 'live') return;
      const { roomName } = state.start;
      try {
        const entry = await api.enter(roomName);
        if (entry.status === 'entered') {
          runner.dispatch({
            type: 'reentered',
            roomName,
            entry: { participants: entry.participants, watchers: entry.watchers },
          });
        }
      } catch (error) {
        if (error instanceof MeetingStartError && error.messageKey === 'lessonEnded') {
          runner.dispatch({ type: 'remoteEnded', roomName, reason: 'abandoned', endedBy: null });
        } else {
          console.warn('Entering the lesson again failed', error);
        }
      }
    },
    dispose: () => runner.dispose(),
  };
}
