import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type User } from '@app/shared';
import { usersKeys } from './users-keys';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `GET /users`: the accounts the signed-in admin manages (superadmin: every role); with a
 * search, those whose name, email or phone contains it (the server matches it).
 */
export async function getUsers(search = ''): Promise<User[]> {
  const q = search.trim();
  const { data } = await apiClient.call('users.list', { query: q ? { q } : {} });
  return data;
}

export function useUsers(search = '') {
  return useQuery({
    queryKey: usersKeys.managed(search.trim()),
    queryFn: () => getUsers(search),
    // While a new search runs the last answer stays on screen, not a spinner.
    placeholderData: keepPreviousData,
  });
}
