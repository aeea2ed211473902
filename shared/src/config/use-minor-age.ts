import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client/api-client';
import { MINOR_AGE_DEFAULT } from '../protocol/family';

/** `GET /config`: the age below which a student is a minor (the API's MINOR_AGE setting). */
export async function fetchMinorAge(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.call('system.config', {}, { signal });
  return data.minorAge;
}

/**
 * The minor age this installation uses. Until the configuration arrives, or if it cannot be
 * read, the protocol's default decides, so nothing that depends on it waits for the network.
 */
export function useMinorAge(): number {
  const config = useQuery({
    queryKey: ['config', 'minorAge'],
    queryFn: ({ signal }) => fetchMinorAge(signal),
    // A setting of the server: it changes only with a restart.
    staleTime: Infinity,
  });
  return config.data ?? MINOR_AGE_DEFAULT;
}
