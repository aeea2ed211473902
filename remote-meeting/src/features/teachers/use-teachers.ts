import { currentUserAtom, isListedTeacher, usersListAtom, type ListedTeacher } from '@app/shared';
import { atom, useAtomValue } from 'jotai';

/** The teachers of the live users list; the list's filters put them in order. */
const teachersAtom = atom((get) => {
  const selfId = get(currentUserAtom)?._id;
  return get(usersListAtom)
    .filter(isListedTeacher)
    .filter((user) => user._id !== selfId);
});

/** The teachers a student may call, live. */
export function useTeachers(): ListedTeacher[] {
  return useAtomValue(teachersAtom);
}
