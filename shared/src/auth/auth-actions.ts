import { atom } from 'jotai';
import type { User } from '../protocol';
import { authAtom } from './auth-atoms';
import { withStatus, withUser, type UserStatus } from './auth-transitions';

/** Stores the signed-in user (after login or a profile save): authenticated and initialised. */
export const setUserAtom = atom(null, (_get, set, user: User) =>
  set(authAtom, (state) => withUser(state, user)),
);

/** Applies the signed-in user's own presence change; ignored when nobody is signed in. */
export const updateUserStatusAtom = atom(null, (_get, set, status: UserStatus) =>
  set(authAtom, (state) => withStatus(state, status)),
);
