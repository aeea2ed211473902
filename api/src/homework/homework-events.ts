import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What the homework service announces once stored: notifications tell the Sheikh who set the
 * homework that a recording waits for review.
 */
export interface HomeworkEvents extends Record<string, unknown> {
  recordingSent: { homeworkId: string; teacherId: string; studentId: string; attempt: number };
}

/** The in-process hub for homework events, decorated on the app as `homeworkEvents`. */
export class HomeworkEventHub extends TypedEmitter<HomeworkEvents> {}
