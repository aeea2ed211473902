import { apiClient, type RegisterRequest, type UserResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/register: creates an inactive account that an admin activates. */
export function register(body: RegisterRequest): Promise<UserResponse> {
  return apiClient.call('auth.register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
