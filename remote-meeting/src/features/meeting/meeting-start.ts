import type { MeetingEntry, StartMeeting, User } from '@app/shared';
import type { MeetingRole, MeetingSession, StartPhase } from './meeting-machine';
import { enterWhenTeacherIsIn, MeetingStartError, type EntryWaker } from './wait-for-teacher';

/** The one call a meeting start makes (injected so the sequence is testable). */
export interface MeetingStartApi {
  /** `meeting:enter`; a refusal is thrown as a MeetingStartError. */
  enter(roomName: string): Promise<MeetingEntry>;
}

export interface MeetingStartInput {
  api: MeetingStartApi;
  start: StartMeeting;
  role: MeetingRole;
  user: Pick<User, '_id'> | null;
  setPhase(phase: StartPhase): void;
  /** False once the user hung up or the meeting ended meanwhile. */
  stillWanted(): boolean;
  /** Woken when the server says the Sheikh is in, so a waiting student enters at once. */
  waker?: EntryWaker;
}

/**
 * One message per side: the Sheikh enters (and so starts the lesson); a student enters, and if
 * the Sheikh is not in yet, waits for the word and enters again. The answer carries the video
 * token and who is in the room. Resolves null when the start was abandoned; throws
 * MeetingStartError on failure.
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
  setPhase(role === 'teacher' ? 'moderator' : 'waitingTeacher');
  try {
    const entered = await enterWhenTeacherIsIn(() => api.enter(roomName), stillWanted, {
      ...(waker ? { waker } : {}),
    });
    if (!entered) return null;
    if (role === 'student') setPhase('teacherJoined');
    return {
      meetingId: entered.meetingId,
      roomName,
      token: entered.token,
      entry: { participants: entered.participants, watchers: entered.watchers },
    };
  } catch (error) {
    if (error instanceof MeetingStartError) throw error;
    console.error('Meeting start failed', error);
    throw new MeetingStartError('failedToStart');
  }
}
