import { isListedTeacher, usersListAtom, type ListedTeacher } from '@app/shared/core';
import { atom } from 'jotai';

/** The teachers the landing page shows: the live users list, teachers only. */
export const landingTeachersAtom = atom<ListedTeacher[]>((get) =>
  get(usersListAtom).filter(isListedTeacher),
);

/** True while the teacher list is awaited past the short delay and before the 5 s cap. */
export const landingTeachersLoadingAtom = atom(false);

/** The last list seen, shown at once on the next visit while the live list comes. */
export const cachedLandingTeachersAtom = atom<ListedTeacher[]>([]);
