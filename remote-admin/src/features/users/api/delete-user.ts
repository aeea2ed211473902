import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@app/shared';
import { usersKeys } from './users-keys';

/** `DELETE /users/{id}` (204). */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.call('users.delete', { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
