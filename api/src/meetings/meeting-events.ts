import type { MeetingEndReasonCode } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';
import type { MeetingRow } from '../db/schema';

/**
 * The meeting lifecycle's domain events (and ratings). The lifecycle service emits them after
 * each transition it wrote; the realtime layer turns them into socket events.
 */
export interface MeetingEvents extends Record<string, unknown> {
  /** Accepted: the meeting exists and its teacher is in a meeting. */
  meetingCreated: { meeting: MeetingRow };
  /** The teacher joined: the meeting started. */
  teacherJoined: { meeting: MeetingRow };
  /** A participant lost its connection; the meeting ends at `deadline` unless it is back. */
  meetingInterrupted: { meeting: MeetingRow; userId: string; deadline: number };
  /** The lost participant is back. */
  meetingResumed: { meeting: MeetingRow; userId: string };
  /** Ended, with why and by whom (null when the server ended it). */
  meetingEnded: { meeting: MeetingRow; reason: MeetingEndReasonCode; byUserId: string | null };
  /** A student rated a meeting (the teacher hears of it). */
  meetingRated: { meetingId: string; studentId: string; rating: number };
}

/** The in-process hub for meeting events, decorated on the app as `meetingEvents`. */
export class MeetingEventHub extends TypedEmitter<MeetingEvents> {}
