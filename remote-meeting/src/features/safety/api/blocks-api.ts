import { apiClient, currentUserAtom, type BlockedTeacher } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

export const blockKeys = {
  all: ['blocks'] as const,
  /** Per user: another sign-in in the same tab never sees the last one's blocks. */
  of: (userId: string | undefined) => [...blockKeys.all, userId ?? null] as const,
};

/** GET /blocks: the Sheikhs the signed-in student blocked. */
export async function getBlockedTeachers(): Promise<BlockedTeacher[]> {
  const answer = await apiClient.call('blocks.list');
  return answer.data.teachers;
}

/** PUT /teachers/{id}/block: the student's blocked Sheikhs after blocking this one. */
export async function blockTeacher(teacherId: string): Promise<BlockedTeacher[]> {
  const answer = await apiClient.call('blocks.block', { params: { id: teacherId } });
  return answer.data.teachers;
}

/** DELETE /teachers/{id}/block. */
export async function unblockTeacher(teacherId: string): Promise<void> {
  await apiClient.call('blocks.unblock', { params: { id: teacherId } });
}

/** The signed-in student's blocked Sheikhs; asked only for a student (nobody else may block). */
export function useBlockedTeachers() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: blockKeys.of(user?._id),
    queryFn: getBlockedTeachers,
    enabled: user?.role === 'student',
  });
}

/** Blocks a Sheikh; the answer is the whole new list, kept as the query's data. */
export function useBlockTeacher() {
  const queryClient = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  return useMutation({
    mutationFn: blockTeacher,
    onSuccess: (teachers) => queryClient.setQueryData(blockKeys.of(user?._id), teachers),
  });
}

/** Unblocks a Sheikh; the answer is empty, so the Sheikh leaves the cached list here. */
export function useUnblockTeacher() {
  const queryClient = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  return useMutation({
    mutationFn: unblockTeacher,
    onSuccess: (_answer, teacherId) =>
      queryClient.setQueryData<BlockedTeacher[]>(blockKeys.of(user?._id), (teachers) =>
        teachers?.filter((teacher) => teacher._id !== teacherId),
      ),
  });
}
