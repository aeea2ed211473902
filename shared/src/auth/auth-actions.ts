import { atom } from 'jotai';
import type { User } from '../protocol';
import { socketHolder } from '../socket/socket-holder';
import { usersListAtom } from '../socket/users-list-atom';
import { appStore } from '../state/store';
import { authAtom } from './auth-atoms';
import { signedOut, withStatus, withToken, withUser, type UserStatus } from './auth-transitions';

/** Stores the signed-in user (after login or a profile save): authenticated and initialised. */
export const setUserAtom = atom(null, (_get, set, user: User) =>
  set(authAtom, (state) => withUser(state, user)),
);

/** Stores a bearer token: authenticated. */
export const setTokenAtom = atom(null, (_get, set, token: string) =>
  set(authAtom, (state) => withToken(state, token)),
);

/** Applies the signed-in user's own presence change; ignored when nobody is signed in. */
export const updateUserStatusAtom = atom(null, (_get, set, status: UserStatus) =>
  set(authAtom, (state) => withStatus(state, status)),
);

/** Drops the session locally without asking the API, and closes the socket. */
export function emergencyLogout(store = appStore): void {
  socketHolder.disconnect();
  store.set(authAtom, signedOut());
  store.set(usersListAtom, []);
}
