import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type UpdateUserRequest, type User } from '@app/shared';
import { usersKeys } from './users-keys';

export interface UpdateUserInput {
  id: string;
  body: UpdateUserRequest;
}

/** `PUT /users/{id}`: any subset of the fields (the active switch sends `{ active }` alone). */
export async function updateUser({ id, body }: UpdateUserInput): Promise<User> {
  const { data } = await apiClient.call('users.update', { params: { id }, body });
  return data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
