import { apiClient, type BlockedTeacher } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyKeys } from './family-keys';

/** `GET /family/children/{id}/blocks`: the Sheikhs blocked for the child, by whom. */
export function useChildBlocks(childId: string) {
  return useQuery({
    queryKey: familyKeys.blocks(childId),
    queryFn: async (): Promise<BlockedTeacher[]> =>
      (await apiClient.call('family.blocks', { params: { id: childId } })).data.teachers,
  });
}

/** `PUT /family/children/{id}/blocks/{teacherId}`: the answer is the whole new list. */
export function useBlockForChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teacherId: string) =>
      (await apiClient.call('family.block', { params: { id: childId, teacherId } })).data.teachers,
    onSuccess: (teachers) => queryClient.setQueryData(familyKeys.blocks(childId), teachers),
  });
}

/** `DELETE /family/children/{id}/blocks/{teacherId}`: the Sheikh leaves the cached list. */
export function useUnblockForChild(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: string) =>
      apiClient.call('family.unblock', { params: { id: childId, teacherId } }),
    onSuccess: (_answer, teacherId) =>
      queryClient.setQueryData<BlockedTeacher[]>(familyKeys.blocks(childId), (teachers) =>
        teachers?.filter((teacher) => teacher._id !== teacherId),
      ),
  });
}
