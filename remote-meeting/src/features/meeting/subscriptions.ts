import { CONNECTION_EVENTS, onSocketEvent, SERVER_EVENTS, type AppSocket } from '@app/shared';
import type { MeetingRuntime } from './meeting-runtime';

/**
 * The meeting feature's socket listeners: the server starts and force-ends meetings, and tells
 * a waiting student that its teacher joined.
 */
export function attachMeetingSocket(socket: AppSocket, runtime: MeetingRuntime): () => void {
  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.startMeeting, (start) => runtime.begin(start)),
    onSocketEvent(socket, SERVER_EVENTS.meetingEnded, ({ roomName, reason }) =>
      runtime.runner.dispatch({ type: 'remoteEnded', roomName, reason }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.teacherJoinedMeeting, ({ roomName }) =>
      runtime.teacherJoined(roomName),
    ),
    onSocketEvent(socket, CONNECTION_EVENTS.connect, () => void runtime.confirmStillOpen()),
  ];
  return () => detach.forEach((off) => off());
}
