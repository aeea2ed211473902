import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type User } from '@app/shared';
import { usersKeys } from './users-keys';

/** `PATCH /users/{id}/toggle-active`: bans an active account, unbans a banned one. */
export async function toggleUserActive(id: string): Promise<User> {
  const { data } = await apiClient.call('users.toggleActive', { params: { id } });
  return data;
}

export function useToggleUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
