import { atom } from 'jotai';

/** A student's wish to call a teacher, from any screen (landing card, /main). */
export interface CallRequest {
  teacherId: string;
  /** Distinguishes two requests for the same teacher. */
  requestedAt: number;
}

/**
 * The one way to start a call from outside the meeting remote: set it (requestCallAtom) and the
 * meeting remote's call layer, mounted on every route, places the call and clears it.
 */
export const callRequestAtom = atom<CallRequest | null>(null);

/** Asks the call layer to call a teacher. */
export const requestCallAtom = atom(null, (_get, set, teacherId: string) => {
  set(callRequestAtom, { teacherId, requestedAt: Date.now() });
});
