import { SERVER_EVENTS } from '@app/shared/protocol';
import type { ClassroomEventHub } from '../classroom/classroom-events';
import type { RealtimeServer } from './socket-types';
import { rooms } from './socket-types';

/**
 * Turns what the classroom wrote over REST into socket events: a mark reaches the lesson's room,
 * notes reach the room and every tab of its students (notes are often written after the call).
 * Returns the function that stops listening.
 */
export function announceClassroom(io: RealtimeServer, events: ClassroomEventHub): () => void {
  const detach = [
    events.on('markChanged', (change) => {
      io.to(rooms.meeting(change.roomName)).emit(SERVER_EVENTS.classroomMark, change);
    }),
    events.on('notesWritten', ({ roomName, studentIds, notes }) => {
      io.to([rooms.meeting(roomName), ...studentIds.map((id) => rooms.user(id))]).emit(
        SERVER_EVENTS.classroomNotes,
        { roomName, notes },
      );
    }),
  ];
  return () => detach.forEach((stop) => stop());
}
