import { atom } from 'jotai';
import type { UsersListEntry } from '../protocol/socket-payloads';

/**
 * The cached users list: the socket's allUsersList snapshot, kept current by
 * usersListDelta. Each receiver gets only what it may see (docs/security.md#what-each-audience-sees).
 */
export const usersListAtom = atom<UsersListEntry[]>([]);

/** False until the first snapshot of the current socket arrives. */
export const usersListReceivedAtom = atom(false);

/** How many students are online now (teachers only; the server sends the count, not a list). */
export const onlineStudentsAtom = atom(0);
