import {
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  onSocketEvent,
  SERVER_EVENTS,
  type AppSocket,
  type appStore,
} from '@app/shared';
import { meetingStateAtom, peerLostAtom } from './meeting-atoms';
import type { MeetingRuntime } from './meeting-runtime';

/**
 * The meeting feature's socket listeners: the server starts and force-ends meetings, tells
 * a waiting student that its teacher joined, and when the other side lost its connection or is
 * back; it asks which meeting this user is still in (after a reload).
 */
export function attachMeetingSocket(
  socket: AppSocket,
  runtime: MeetingRuntime,
  store: typeof appStore,
): () => void {
  const ownRoom = () => {
    const state = store.get(meetingStateAtom);
    return state.status === 'idle' ? null : state.start.roomName;
  };
  const askOngoing = () =>
    socket.emit(CLIENT_EVENTS.getOngoingMeeting, {}, (answer) => {
      if (answer.ok) runtime.ongoing(answer.meeting);
    });
  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.meetingInterrupted, (lost) => {
      if (lost.roomName !== ownRoom() || lost.userId === runtime.selfId()) return;
      store.set(peerLostAtom, {
        roomName: lost.roomName,
        userId: lost.userId,
        name: lost.name,
        rejoinBy: Date.parse(lost.rejoinBy),
      });
    }),
    onSocketEvent(socket, SERVER_EVENTS.meetingResumed, ({ roomName, userId }) => {
      if (
        store.get(peerLostAtom)?.roomName === roomName &&
        store.get(peerLostAtom)?.userId === userId
      )
        store.set(peerLostAtom, null);
    }),
    onSocketEvent(socket, SERVER_EVENTS.startMeeting, (start) => runtime.begin(start)),
    onSocketEvent(socket, SERVER_EVENTS.meetingEnded, ({ roomName, reason, endedBy }) =>
      runtime.runner.dispatch({ type: 'remoteEnded', roomName, reason, endedBy }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.teacherJoinedMeeting, ({ roomName }) =>
      runtime.teacherJoined(roomName),
    ),
    onSocketEvent(socket, CONNECTION_EVENTS.connect, () => {
      void runtime.reenter();
      askOngoing();
    }),
  ];
  // Asked now (the page may have connected before this feature loaded) and after every
  // reconnect; the first answer may put a reloaded page back into its lesson.
  if (socket.connected) askOngoing();
  return () => detach.forEach((off) => off());
}
