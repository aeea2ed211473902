import { apiClient, currentUserAtom, type FollowedTeachers } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FOLLOWS_QUERY_KEY } from './get-follows';

/** PUT /teachers/{id}/follow: the student's follows after following the Sheikh. */
export async function followTeacher(teacherId: string): Promise<FollowedTeachers> {
  const body = await apiClient.call('follows.follow', { params: { id: teacherId } });
  return body.data;
}

/** DELETE /teachers/{id}/follow: the student's follows after unfollowing the Sheikh. */
export async function unfollowTeacher(teacherId: string): Promise<FollowedTeachers> {
  const body = await apiClient.call('follows.unfollow', { params: { id: teacherId } });
  return body.data;
}

/** Follows or unfollows a Sheikh; the answer is the new list, kept as the follows query's data. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  return useMutation({
    mutationFn: ({ teacherId, follow }: { teacherId: string; follow: boolean }) =>
      follow ? followTeacher(teacherId) : unfollowTeacher(teacherId),
    onSuccess: (data) => queryClient.setQueryData([...FOLLOWS_QUERY_KEY, user?._id], data),
  });
}
