import { usersListAtom } from '@app/shared';
import { atom, useAtomValue } from 'jotai';

const onlineStudentsAtom = atom(
  (get) => get(usersListAtom).filter((user) => user.role === 'student' && user.isOnline).length,
);

/** How many students are online now (the teacher's list holds students only). */
export function useOnlineStudents(): number {
  return useAtomValue(onlineStudentsAtom);
}
