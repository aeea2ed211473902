import { useQuery } from '@tanstack/react-query';
import { apiClient, type GuardianLink } from '@app/shared';
import { usersKeys } from './users-keys';

/** `GET /admin/users/{id}/guardians`: who looks after a student, and since when. */
export async function getGuardians(studentId: string): Promise<GuardianLink[]> {
  const { data } = await apiClient.call('guardians.list', { params: { id: studentId } });
  return data.guardians;
}

export function useGuardians(studentId: string) {
  return useQuery({
    queryKey: usersKeys.guardians(studentId),
    queryFn: () => getGuardians(studentId),
  });
}
