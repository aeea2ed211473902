import { apiClient, setUserAtom, type LoginRequest, type User } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';

/** Why a login answer that HTTP calls a success is still refused (docs/product.md#validation-rules). */
export class LoginRefusedError extends Error {
  constructor(readonly reasonKey: 'auth.messages.inactive' | 'auth.messages.invalidResponse') {
    super(reasonKey);
    this.name = 'LoginRefusedError';
  }
}

/** POST /auth/login; refuses an answer without a user or for an inactive account. */
export async function login(body: LoginRequest): Promise<User> {
  const { user } = await apiClient.call('auth.login', { body });
  // An API of another version than this page's may still answer without one.
  if (!user) throw new LoginRefusedError('auth.messages.invalidResponse');
  if (user.active === false) throw new LoginRefusedError('auth.messages.inactive');
  return user;
}

/** Signs in and stores the user as authenticated. */
export function useLogin() {
  const setUser = useSetAtom(setUserAtom);
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setUser(user),
  });
}
