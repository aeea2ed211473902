import type { MeetingEntry } from '@app/shared';
import { TEACHER_WAIT_MS } from './meeting-constants';

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
 * What ends a student's wait for the Sheikh early: the server's `meeting:teacherJoined`, or a
 * socket that came back (a push sent while it was away is lost). A wake that arrives while
 * the student is entering is kept, so the next wait ends at once.
 */
export class EntryWaker {
  #pending = false;
  #resolve: (() => void) | null = null;

  wake(): void {
    if (this.#resolve) this.#resolve();
    else this.#pending = true;
  }

  /** Resolves true when woken, false when `ms` passed first. */
  sleep(ms: number): Promise<boolean> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#resolve = null;
        resolve(false);
      }, ms);
      this.#resolve = () => {
        clearTimeout(timer);
        this.#resolve = null;
        resolve(true);
      };
    });
  }
}

type Entered = Extract<MeetingEntry, { status: 'entered' }>;

/**
 * Enters the lesson; a student who comes before the Sheikh waits (up to 30 s) for the word
 * that the Sheikh is in, then enters again. Nothing is polled. Resolves null when the user
 * gave up meanwhile (`stillWanted` false); throws MeetingStartError('teacherNotJoined') when
 * the Sheikh did not come in time.
 */
export async function enterWhenTeacherIsIn(
  enter: () => Promise<MeetingEntry>,
  stillWanted: () => boolean,
  {
    waker = new EntryWaker(),
    timeoutMs = TEACHER_WAIT_MS,
  }: { waker?: EntryWaker; timeoutMs?: number } = {},
): Promise<Entered | null> {
  const deadline = Date.now() + timeoutMs;
  let entry = await enter();
  while (entry.status === 'waitingForTeacher') {
    const left = deadline - Date.now();
    const woken = left > 0 && (await waker.sleep(left));
    if (!stillWanted()) return null;
    if (!woken) throw new MeetingStartError('teacherNotJoined');
    entry = await enter();
  }
  return stillWanted() ? entry : null;
}
