import {
  CONNECTION_EVENTS,
  SERVER_EVENTS,
  type MeetingEnded,
  type StartMeeting,
  type TeacherJoinedMeeting,
} from '@app/shared';
import type { Socket } from 'socket.io-client';
import type { MeetingRuntime } from './meeting-runtime';

/**
 * The meeting feature's socket listeners: the server starts and force-ends meetings, and tells
 * a waiting student that its teacher joined.
 */
export function attachMeetingSocket(socket: Socket, runtime: MeetingRuntime): () => void {
  const onStart = (start: StartMeeting) => runtime.begin(start);
  const onEnded = ({ roomName, reason }: MeetingEnded) =>
    runtime.runner.dispatch({ type: 'remoteEnded', roomName, reason });
  const onTeacherJoined = ({ roomName }: TeacherJoinedMeeting) => runtime.teacherJoined(roomName);
  const onReconnect = () => void runtime.confirmStillOpen();
  socket.on(SERVER_EVENTS.startMeeting, onStart);
  socket.on(SERVER_EVENTS.meetingEnded, onEnded);
  socket.on(SERVER_EVENTS.teacherJoinedMeeting, onTeacherJoined);
  socket.on(CONNECTION_EVENTS.connect, onReconnect);
  return () => {
    socket.off(CONNECTION_EVENTS.connect, onReconnect);
    socket.off(SERVER_EVENTS.startMeeting, onStart);
    socket.off(SERVER_EVENTS.meetingEnded, onEnded);
    socket.off(SERVER_EVENTS.teacherJoinedMeeting, onTeacherJoined);
  };
}
