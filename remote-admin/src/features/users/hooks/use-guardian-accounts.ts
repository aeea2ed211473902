import { useMemo } from 'react';
import type { GuardianLink } from '@app/shared';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useUsers } from '../api/get-users';
import { guardianChoices } from '../lib/guardian-choices';

/**
 * The guardian accounts matching what the admin typed, from the users list's own search
 * (which answers every role), less those already linked to the student.
 */
export function useGuardianAccounts(search: string, linked: readonly GuardianLink[]) {
  const accounts = useUsers(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const choices = useMemo(
    () => guardianChoices(accounts.data ?? [], linked),
    [accounts.data, linked],
  );
  return { choices, loading: accounts.isFetching, failed: accounts.isError };
}
