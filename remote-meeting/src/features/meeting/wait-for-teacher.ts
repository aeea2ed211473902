import type { MeetingStatus } from '@app/shared';
import { TEACHER_POLL_MS, TEACHER_WAIT_MS } from './meeting-constants';

/** What GET /meetings/teacher-status/{roomId} reads. */
export interface TeacherStatus {
  teacherJoined: boolean;
  status: MeetingStatus;
}

/** Why a meeting could not start; `messageKey` names the translated text. */
export class MeetingStartError extends Error {
  override name = 'MeetingStartError';

  constructor(
    readonly messageKey: 'teacherNotJoined' | 'notAuthenticated' | 'failedToStart' | 'notFound',
  ) {
    super(messageKey);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC section 4: the student asks once a second whether the teacher joined, for up to 30 s.
 * A failed poll is retried like a negative one; `stillWanted` false stops quietly.
 */
export async function waitForTeacher(
  readStatus: () => Promise<TeacherStatus>,
  stillWanted: () => boolean,
  { pollMs = TEACHER_POLL_MS, timeoutMs = TEACHER_WAIT_MS } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!stillWanted()) return false;
    try {
      const status = await readStatus();
      if (status.teacherJoined) return true;
      if (status.status === 'ended') throw new MeetingStartError('failedToStart');
    } catch (error) {
      if (error instanceof MeetingStartError) throw error;
      console.warn('Teacher status check failed', error);
    }
    if (Date.now() + pollMs > deadline) throw new MeetingStartError('teacherNotJoined');
    await sleep(pollMs);
  }
}
