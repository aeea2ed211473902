import {
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type StartMeeting,
} from '@app/shared';
import type { Socket } from 'socket.io-client';
import type { MeetingRuntime } from './meeting-runtime';

/** The meeting feature's socket listeners: the server starts and force-ends meetings. */
export function attachMeetingSocket(socket: Socket, runtime: MeetingRuntime): () => void {
  const onStart = (start: StartMeeting) => runtime.begin(start);
  const onEnded = ({ roomName, reason }: MeetingEnded) =>
    runtime.runner.dispatch({ type: 'remoteEnded', roomName, reason });
  const onReconnect = () => void runtime.confirmStillOpen();
  socket.on(SERVER_EVENTS.startMeeting, onStart);
  socket.on(SERVER_EVENTS.meetingEnded, onEnded);
  socket.on(CONNECTION_EVENTS.connect, onReconnect);
  return () => {
    socket.off(CONNECTION_EVENTS.connect, onReconnect);
    socket.off(SERVER_EVENTS.startMeeting, onStart);
    socket.off(SERVER_EVENTS.meetingEnded, onEnded);
  };
}
