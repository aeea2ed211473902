import type { Gender } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What happened to calls, for those outside the realtime layer (notifications). Emitted once
 * per call, by the process that decided the step.
 */
export interface CallEvents extends Record<string, unknown> {
  /** A teacher's tabs started ringing. */
  callRinging: { callId: string; teacherId: string; studentId: string; studentName: string };
  /**
   * A student's call did not reach the teacher: `noAnswer` when the ring timed out, `away`
   * when the teacher was offline, busy or in a meeting (or went offline while it rang).
   */
  callMissed: {
    teacherId: string;
    studentId: string;
    studentName: string;
    reason: 'noAnswer' | 'away';
  };
  /** The teacher accepted a ringing call (its meeting starts). */
  callAnswered: { callId: string; teacherId: string; studentId: string };
  /** The teacher declined a ringing call. */
  callDeclined: {
    studentId: string;
    teacherId: string;
    teacherName: string;
    teacherGender: Gender | null;
  };
}

/** The in-process hub for call events, decorated on the app as `callEvents`. */
export class CallEventHub extends TypedEmitter<CallEvents> {}
