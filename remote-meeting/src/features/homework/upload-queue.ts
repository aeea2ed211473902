import { ApiError, type HomeworkSubmission } from '@app/shared';
import type { PendingRecording, PendingStore } from './pending-recordings';

/**
 * Where a pending recording stands: being sent, not sent yet (kept, to send again), or refused
 * by the server (no longer kept: sending it again would be refused again).
 */
export type UploadPhase = 'sending' | 'failed' | 'refused';

export interface PendingUpload {
  recording: PendingRecording;
  phase: UploadPhase;
  /** Why it failed or was refused; null while sending. */
  error: unknown;
}

/** Sends one recording; resolves with what the server stored. */
export type Upload = (recording: PendingRecording) => Promise<HomeworkSubmission>;

/** Told once a recording is stored; the upload stays listed until it resolves. */
export type SentListener = (
  recording: PendingRecording,
  submission: HomeworkSubmission,
) => void | Promise<unknown>;

// Worth sending again: the session may come back (401), the server asked to wait (408, 429).
const RETRIED_REFUSALS: ReadonlySet<number> = new Set([401, 408, 429]);

/**
 * A refusal the same request would meet again (accepted already, too large, wrong type, gone):
 * the recording is dropped and the reason shown. A network failure or a 5xx is not one.
 */
export function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !RETRIED_REFUSALS.has(error.status)
  );
}

/**
 * The recordings of this page on their way to the server. Each is kept in the store before it is
 * sent and removed only once the server stored it (or refused it for good); a failure keeps it,
 * to send again under the same submission id, by hand or when the page comes back.
 */
export class UploadQueue {
  private readonly uploads = new Map<string, PendingUpload>();
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<SentListener>();
  private current: readonly PendingUpload[] = [];

  constructor(
    private readonly store: PendingStore,
    private readonly upload: Upload,
  ) {}

  /** The uploads not done yet; a new array only when one changed (for useSyncExternalStore). */
  readonly snapshot = (): readonly PendingUpload[] => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onSent(listener: SentListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Keeps the recording on this device, then sends it. */
  async send(recording: PendingRecording): Promise<void> {
    this.set({ recording, phase: 'sending', error: null });
    // Without a place to keep it (storage full, private mode) it is still sent, and a failure
    // still keeps it on the page for Retry.
    await this.store.put(recording).catch(() => undefined);
    await this.attempt(recording, true);
  }

  /** Sends a recording that failed again, under the same submission id. */
  async retry(submissionId: string): Promise<void> {
    const upload = this.uploads.get(submissionId);
    if (upload?.phase === 'failed') await this.attempt(upload.recording);
  }

  /**
   * Sends what this student's recordings are still waiting for: those kept from an earlier
   * visit and those that failed on this page. One after the other, as a phone's uplink prefers.
   */
  async resume(studentId: string): Promise<void> {
    const kept = await this.store.listOf(studentId).catch(() => []);
    for (const recording of kept) {
      if (!this.uploads.has(recording.submissionId)) {
        this.set({ recording, phase: 'failed', error: null });
      }
    }
    const waiting = [...this.uploads.values()].filter(
      (upload) => upload.phase === 'failed' && upload.recording.studentId === studentId,
    );
    for (const upload of waiting) await this.attempt(upload.recording);
  }

  /** Forgets a recording that is not being sent: a refused one, or a kept one let go. */
  async drop(submissionId: string): Promise<void> {
    const upload = this.uploads.get(submissionId);
    if (!upload || upload.phase === 'sending') return;
    await this.store.remove(submissionId).catch(() => undefined);
    this.delete(submissionId);
  }

  private async attempt(recording: PendingRecording, started = false): Promise<void> {
    const { submissionId } = recording;
    if (!started) {
      // One request at a time per recording: a Retry while the page resumes is the same send.
      if (this.uploads.get(submissionId)?.phase === 'sending') return;
      this.set({ recording, phase: 'sending', error: null });
    }
    try {
      const submission = await this.upload(recording);
      await this.store.remove(submissionId).catch(() => undefined);
      await Promise.allSettled(
        [...this.sentListeners].map(async (listener) => listener(recording, submission)),
      );
      this.delete(submissionId);
    } catch (error) {
      if (isFinalRefusal(error)) {
        await this.store.remove(submissionId).catch(() => undefined);
        this.set({ recording, phase: 'refused', error });
      } else {
        this.set({ recording, phase: 'failed', error });
      }
    }
  }

  private set(upload: PendingUpload): void {
    this.uploads.set(upload.recording.submissionId, upload);
    this.changed();
  }

  private delete(submissionId: string): void {
    if (this.uploads.delete(submissionId)) this.changed();
  }

  private changed(): void {
    this.current = [...this.uploads.values()];
    for (const listener of [...this.listeners]) listener();
  }
}
