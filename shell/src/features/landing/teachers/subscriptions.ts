import { appStore, attachVisitorFeed, authAtom, usersListReceivedAtom } from '@app/shared/core';
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
 * The landing page's live teacher list. A signed-out visitor reads the API's event stream
 * (public teacher fields only; no socket.io client on this page); a signed-in user's list comes
 * from the session's socket, which the socket lifecycle already feeds. Returns what undoes it
 * when the page unmounts or the visitor signs in (the page restarts it then).
 */
export function startLandingTeachers(store: typeof appStore = appStore): () => void {
  store.set(cachedLandingTeachersAtom, readCachedTeachers());
  store.set(landingTeachersLoadingAtom, false);

  let closeFeed: (() => void) | null = null;
  if (!store.get(authAtom).isAuthenticated) {
    store.set(usersListReceivedAtom, false);
    closeFeed = attachVisitorFeed(store);
  }

  const hasList = () => store.get(usersListReceivedAtom);
  const delay = setTimeout(() => {
    if (!hasList()) store.set(landingTeachersLoadingAtom, true);
  }, LOADING_DELAY_MS);
  const cap = setTimeout(() => store.set(landingTeachersLoadingAtom, false), LOADING_CAP_MS);
  const onList = () => {
    if (!hasList()) return;
    store.set(landingTeachersLoadingAtom, false);
    writeCachedTeachers(store.get(landingTeachersAtom));
  };
  // A snapshot sets the list, then marks it received: the list alone would come too early.
  const unsubscribe = [
    store.sub(landingTeachersAtom, onList),
    store.sub(usersListReceivedAtom, onList),
  ];

  return () => {
    clearTimeout(delay);
    clearTimeout(cap);
    unsubscribe.forEach((off) => off());
    closeFeed?.();
  };
}
