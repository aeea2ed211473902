import type { MeetingParticipant } from '@app/shared';

/** What one feature tells the others about a meeting; features never import each other. */
export interface SessionEventMap {
  /** The meeting view closed for good (after any ended notice). */
  meetingClosed: {
    meetingId: string | null;
    roomName: string;
    /** The meeting really took place (it went live), so the student may rate it. */
    attended: boolean;
    /** Its teacher, whom the rating names. */
    teacher: MeetingParticipant | null;
  };
}

type Listener<K extends keyof SessionEventMap> = (payload: SessionEventMap[K]) => void;

/** A tiny typed event bus, the one channel between the call, meeting and rating features. */
export class SessionEvents {
  readonly #listeners = new Map<keyof SessionEventMap, Set<Listener<never>>>();

  on<K extends keyof SessionEventMap>(name: K, listener: Listener<K>): () => void {
    const set = this.#listeners.get(name) ?? new Set();
    set.add(listener as Listener<never>);
    this.#listeners.set(name, set);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof SessionEventMap>(name: K, payload: SessionEventMap[K]): void {
    for (const listener of this.#listeners.get(name) ?? []) (listener as Listener<K>)(payload);
  }
}

/** The remote's one bus (a module singleton: the remote is loaded once per page). */
export const sessionEvents = new SessionEvents();
