import { TypedEmitter } from '../lib/typed-emitter';

/** Why a meeting ended; `participant_left` is the reason the product's client shows a notice for. */
export type MeetingEndReason = 'participant_left' | 'ended_by_participant' | 'abandoned';

/** Meeting changes the realtime layer forwards (`meetingEnded`, teacher status) and ratings. */
export interface MeetingEvents extends Record<string, unknown> {
  meetingEnded: {
    meetingId: string;
    roomName: string;
    reason: MeetingEndReason;
    teacherId: string | null;
  };
  teacherJoined: { meetingId: string; roomName: string; teacherId: string };
  /** A student rated a meeting (the teacher hears of it). */
  meetingRated: { meetingId: string; studentId: string; rating: number };
}

/** The in-process hub for meeting events, decorated on the app as `meetingEvents`. */
export class MeetingEventHub extends TypedEmitter<MeetingEvents> {}
