import { atom } from 'jotai';
import type { UsersListEntry } from '../protocol/socket-payloads';

/**
 * The cached users list: the socket's allUsersList snapshot, kept current by
 * usersListDelta. Each receiver gets only what it may see (anonymous: public teacher fields).
 */
export const usersListAtom = atom<UsersListEntry[]>([]);

/** False until the first snapshot of the current socket arrives. */
export const usersListReceivedAtom = atom(false);
