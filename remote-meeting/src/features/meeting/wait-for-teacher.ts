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
    readonly messageKey:
      'teacherNotJoined' | 'notAuthenticated' | 'failedToStart' | 'notFound' | 'lessonEnded',
  ) {
    super(messageKey);
  }
}

/**
 * The pause between two polls, which the server's `meeting:teacherJoined` can cut short. A wake
 * that arrives while a poll is in flight is kept, so the next pause ends at once.
 */
export class PollWaker {
  #pending = false;
  #resolve: (() => void) | null = null;

  wake(): void {
    if (this.#resolve) this.#resolve();
    else this.#pending = true;
  }

  pause(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#resolve = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#resolve = done;
    });
  }
}

/**
 * The student asks once a second whether the teacher joined, for up to 30 s.
 * The server's hint (through `waker`) asks again at once; the poll alone decides, so a lost or
 * early hint costs at most one interval. A failed poll is retried like a negative one;
 * `stillWanted` false stops quietly.
 */
export async function waitForTeacher(
  readStatus: () => Promise<TeacherStatus>,
  stillWanted: () => boolean,
  {
    pollMs = TEACHER_POLL_MS,
    timeoutMs = TEACHER_WAIT_MS,
    waker = new PollWaker(),
  }: { pollMs?: number; timeoutMs?: number; waker?: PollWaker } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!stillWanted()) return false;
    try {
      const status = await readStatus();
      if (status.teacherJoined) return true;
      if (status.status === 'ended') throw new MeetingStartError('lessonEnded');
    } catch (error) {
      if (error instanceof MeetingStartError) throw error;
      console.warn('Teacher status check failed', error);
    }
    if (Date.now() + pollMs > deadline) throw new MeetingStartError('teacherNotJoined');
    await waker.pause(pollMs);
  }
}
