import type { LessonNotes, MistakeMark } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What the classroom announces after it wrote: the realtime layer turns each into a socket
 * event for the lesson's room, so the classroom never knows about sockets.
 */
export interface ClassroomEvents extends Record<string, unknown> {
  /** A mark was added, refined or removed. */
  markChanged: {
    roomName: string;
    added?: MistakeMark;
    updated?: MistakeMark;
    removedId?: string;
  };
  /** The lesson's notes were written (often after the call, so the students hear too). */
  notesWritten: { roomName: string; studentIds: readonly string[]; notes: LessonNotes };
}

/** The in-process hub for classroom events, decorated on the app as `classroomEvents`. */
export class ClassroomEventHub extends TypedEmitter<ClassroomEvents> {}
