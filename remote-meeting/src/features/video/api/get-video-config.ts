import { apiClient, type AppConfig } from '@app/shared';
import { useQuery } from '@tanstack/react-query';

/** GET /config: which video provider this installation uses, its domain and ICE servers. */
export async function getVideoConfig(): Promise<AppConfig['video']> {
  const body = await apiClient.get<{ data: AppConfig }>('/config');
  return body.data.video;
}

/** The video configuration, read once per page. */
export function useVideoConfig() {
  return useQuery({ queryKey: ['config', 'video'], queryFn: getVideoConfig, staleTime: Infinity });
}
