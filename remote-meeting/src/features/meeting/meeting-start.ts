import { ApiError, type MeetingStatus, type StartMeeting, type User } from '@app/shared';
import type { MeetingRole, MeetingSession, StartPhase } from './meeting-machine';
import {
  MeetingStartError,
  waitForTeacher,
  type PollWaker,
  type TeacherStatus,
} from './wait-for-teacher';

/** The calls a meeting start makes (injected so the sequence is testable). */
export interface MeetingStartApi {
  recordTeacherJoined(roomName: string): Promise<unknown>;
  getTeacherStatus(roomName: string): Promise<TeacherStatus>;
  getRoom(roomName: string): Promise<{ _id: string; status: MeetingStatus }>;
  createToken(roomName: string): Promise<string | null>;
  recordParticipantJoined(body: {
    meetingId: string;
    userId: string;
    displayName: string;
    avatar: string | null;
  }): Promise<void>;
}

export interface MeetingStartInput {
  api: MeetingStartApi;
  start: StartMeeting;
  role: MeetingRole;
  user: Pick<User, '_id' | 'name' | 'avatar'> | null;
  setPhase(phase: StartPhase): void;
  /** False once the user hung up or the meeting ended meanwhile. */
  stillWanted(): boolean;
  /** Woken when the server says the teacher joined, so the student's wait ends early. */
  waker?: PollWaker;
}

/**
 * The teacher registers as moderator, the student waits for the
 * teacher; then the room and token are fetched and the participant join is recorded.
 * Resolves null when the start was abandoned; throws MeetingStartError on failure.
 */
export async function startMeetingSession({
  api,
  start,
  role,
  user,
  setPhase,
  stillWanted,
  waker,
}: MeetingStartInput): Promise<MeetingSession | null> {
  if (!user) throw new MeetingStartError('notAuthenticated');
  const { roomName } = start;
  try {
    if (role === 'teacher') {
      setPhase('moderator');
      await api.recordTeacherJoined(roomName);
    } else {
      setPhase('waitingTeacher');
      const joined = await waitForTeacher(() => api.getTeacherStatus(roomName), stillWanted, {
        waker,
      });
      if (!joined) return null;
      setPhase('teacherJoined');
    }
    if (!stillWanted()) return null;
    const [room, token] = await Promise.all([api.getRoom(roomName), api.createToken(roomName)]);
    if (!stillWanted()) return null;
    // A rejoin that came too late: say so, and create nothing.
    if (room.status === 'ended') throw new MeetingStartError('lessonEnded');
    await api.recordParticipantJoined({
      meetingId: room._id,
      userId: user._id,
      displayName: user.name,
      avatar: user.avatar,
    });
    return { meetingId: room._id, roomName, token };
  } catch (error) {
    if (error instanceof MeetingStartError) throw error;
    if (error instanceof ApiError && error.code === 'meetings.ended') {
      throw new MeetingStartError('lessonEnded');
    }
    console.error('Meeting start failed', error);
    throw new MeetingStartError('failedToStart');
  }
}
