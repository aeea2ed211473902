import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type GuardianLink } from '@app/shared';
import { usersKeys } from './users-keys';

/** A student and one guardian account. */
export interface GuardianPair {
  studentId: string;
  guardianId: string;
}

/** `PUT /admin/users/{id}/guardians/{guardianId}`: answers the student's guardians after it. */
export async function linkGuardian({
  studentId,
  guardianId,
}: GuardianPair): Promise<GuardianLink[]> {
  const { data } = await apiClient.call('guardians.link', {
    params: { id: studentId, guardianId },
  });
  return data.guardians;
}

/** `DELETE /admin/users/{id}/guardians/{guardianId}`: answers the guardians left. */
export async function unlinkGuardian({
  studentId,
  guardianId,
}: GuardianPair): Promise<GuardianLink[]> {
  const { data } = await apiClient.call('guardians.unlink', {
    params: { id: studentId, guardianId },
  });
  return data.guardians;
}

/** A change of links whose answer replaces the student's list at once, without a refetch. */
function useGuardiansChange(change: (pair: GuardianPair) => Promise<GuardianLink[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (guardians, { studentId }) =>
      queryClient.setQueryData(usersKeys.guardians(studentId), guardians),
  });
}

export const useLinkGuardian = () => useGuardiansChange(linkGuardian);
export const useUnlinkGuardian = () => useGuardiansChange(unlinkGuardian);
