import { apiClient, currentUserAtom, type FollowedTeachers } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

export const FOLLOWS_QUERY_KEY = ['follows'] as const;

/** GET /follows: the Sheikhs the signed-in student follows. */
export async function getFollows(): Promise<FollowedTeachers> {
  const body = await apiClient.call('follows.list');
  return body.data;
}

/** The ids the signed-in student follows; asked only for a student (others cannot follow). */
export function useFollows() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: [...FOLLOWS_QUERY_KEY, user?._id],
    queryFn: getFollows,
    enabled: user?.role === 'student',
  });
}
