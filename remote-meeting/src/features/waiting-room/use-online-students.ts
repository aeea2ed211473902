import { onlineStudentsAtom } from '@app/shared';
import { useAtomValue } from 'jotai';

/**
 * How many students are online now. The server sends teachers the count itself: their list
 * holds only the students they have taught.
 */
export function useOnlineStudents(): number {
  return useAtomValue(onlineStudentsAtom);
}
