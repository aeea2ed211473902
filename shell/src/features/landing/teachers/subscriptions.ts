import {
  appStore,
  attachUsersList,
  authAtom,
  socketHolder,
  usersListReceivedAtom,
} from '@app/shared/core';
import {
  cachedLandingTeachersAtom,
  landingTeachersAtom,
  landingTeachersLoadingAtom,
} from './landing-teachers';
import { readCachedTeachers, writeCachedTeachers } from './teachers-cache';

// The spinner appears only if the list is late, and never stays longer than 5 s.
export const LOADING_DELAY_MS = 500;
export const LOADING_CAP_MS = 5000;

/**
 * The landing page's live teacher list. Signed-out visitors get their own anonymous socket
 * (public teacher fields only); a signed-in user's list comes from the session's socket, which
 * the socket lifecycle already feeds. Returns what undoes it when the page unmounts.
 */
export function startLandingTeachers(store: typeof appStore = appStore): () => void {
  store.set(cachedLandingTeachersAtom, readCachedTeachers());
  store.set(landingTeachersLoadingAtom, false);

  let anonymous = false;
  if (!store.get(authAtom).isAuthenticated) {
    store.set(usersListReceivedAtom, false);
    attachUsersList(socketHolder.connectAnonymous(), store);
    anonymous = true;
  }

  const hasList = () => store.get(usersListReceivedAtom);
  const delay = setTimeout(() => {
    if (!hasList()) store.set(landingTeachersLoadingAtom, true);
  }, LOADING_DELAY_MS);
  const cap = setTimeout(() => store.set(landingTeachersLoadingAtom, false), LOADING_CAP_MS);
  const unsubscribe = store.sub(landingTeachersAtom, () => {
    if (!hasList()) return;
    store.set(landingTeachersLoadingAtom, false);
    writeCachedTeachers(store.get(landingTeachersAtom));
  });

  return () => {
    clearTimeout(delay);
    clearTimeout(cap);
    unsubscribe();
    // The signed-in socket belongs to the session; only the visitor's own one is closed here.
    if (anonymous && socketHolder.currentKind === 'anonymous') socketHolder.disconnect();
  };
}
