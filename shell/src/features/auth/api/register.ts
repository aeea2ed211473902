import { apiClient, type RegisterRequest, type User } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/register: creates an inactive account that an admin activates. */
export function register(body: RegisterRequest): Promise<{ user: User }> {
  return apiClient.post<{ user: User }>('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
