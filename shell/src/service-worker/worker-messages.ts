/**
 * Messages the page posts to the service worker. Kept free of worker globals so the page's code
 * and the worker share one definition.
 */
export const WORKER_MESSAGES = {
  /** Activate the waiting worker now (the user accepted the update). */
  skipWaiting: 'SKIP_WAITING',
  /** Drop every cache; the worker then restores what it needs to open offline. */
  clearCaches: 'CLEAR_CACHES',
} as const;

export type WorkerMessageType = (typeof WORKER_MESSAGES)[keyof typeof WORKER_MESSAGES];

export interface WorkerMessage {
  type: WorkerMessageType;
}

/** The message type of whatever was posted, or null when it is not one of ours. */
export function workerMessageTypeOf(data: unknown): WorkerMessageType | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const { type } = data;
  return Object.values(WORKER_MESSAGES).find((known) => known === type) ?? null;
}
