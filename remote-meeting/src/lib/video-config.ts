import { apiClient, type AppConfig } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /config: which video provider this installation uses, its domain and ICE servers. */
export async function getVideoConfig(): Promise<AppConfig['video']> {
  const body = await apiClient.call('system.config');
  return body.data.video;
}

// The TURN credentials in it are short-lived (an hour by default): a page open all day reads
// them again for each lesson rather than reusing the first.
const VIDEO_CONFIG_STALE_MS = 60_000;

/** The video configuration, fresh for each lesson (read while the call rings, used at its start). */
export const videoConfigQuery = queryOptions({
  queryKey: ['config', 'video'],
  queryFn: getVideoConfig,
  staleTime: VIDEO_CONFIG_STALE_MS,
});

/** The video configuration, in a component. */
export function useVideoConfig() {
  return useQuery(videoConfigQuery);
}
