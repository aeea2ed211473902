import { getApiUrl } from '@app/shared';

/**
 * A recording's `audioPath` as the player loads it: the path is the API's, so it is served from
 * the API's origin, as every call of the API client is (`getApiUrl()` + path).
 */
export function homeworkAudioUrl(audioPath: string): string {
  return `${getApiUrl()}${audioPath.startsWith('/') ? '' : '/'}${audioPath}`;
}
