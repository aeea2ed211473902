import { apiClient, authAtom } from '@app/shared/core';
import type { PublicStats } from '@app/shared/protocol';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

/**
 * The platform's public figures, asked for once the API's address is known (session start has
 * run); null until they arrive, and when they cannot be loaded (the band is then left out).
 */
export function usePublicStats(): PublicStats | null {
  const { isInitialized } = useAtomValue(authAtom);
  const [stats, setStats] = useState<PublicStats | null>(null);
  useEffect(() => {
    if (!isInitialized) return undefined;
    let current = true;
    apiClient.call('stats.public').then(
      ({ data }) => current && setStats(data),
      (error: unknown) => console.warn('The public figures could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [isInitialized]);
  return stats;
}
