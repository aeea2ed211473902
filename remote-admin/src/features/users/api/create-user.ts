import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type CreateUserRequest, type User } from '@app/shared';
import { usersKeys } from './users-keys';

/** `POST /users`. */
export async function createUser(body: CreateUserRequest): Promise<User> {
  const { data } = await apiClient.call('users.create', { body });
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
