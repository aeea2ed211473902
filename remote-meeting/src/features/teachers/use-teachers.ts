import { currentUserAtom, presenceStatus, usersListAtom, type UsersListEntry } from '@app/shared';
import { atom, useAtomValue } from 'jotai';

const ORDER = { online: 0, busy: 1, inMeeting: 2, offline: 3 } as const;

/** The teachers of the live users list, reachable ones first, then by name. */
const teachersAtom = atom((get) => {
  const selfId = get(currentUserAtom)?._id;
  return get(usersListAtom)
    .filter((user) => user.role === 'teacher' && user._id !== selfId)
    .sort(
      (a, b) => ORDER[presenceStatus(a)] - ORDER[presenceStatus(b)] || a.name.localeCompare(b.name),
    );
});

/** The teachers a student may call, live. */
export function useTeachers(): UsersListEntry[] {
  return useAtomValue(teachersAtom);
}
