import { useMemo } from 'react';
import { presenceStatus, usersListAtom, type DotStatus } from '@app/shared';
import { useAtomValue } from 'jotai';

/**
 * Each listed user's presence from the socket's live users list, so a read-only list shows who
 * is online now without polling. Users the socket did not list are offline.
 */
export function useLivePresence(): (userId: string) => DotStatus {
  const entries = useAtomValue(usersListAtom);
  return useMemo(() => {
    const byId = new Map(entries.map((entry) => [entry._id, presenceStatus(entry)]));
    return (userId) => byId.get(userId) ?? 'offline';
  }, [entries]);
}
