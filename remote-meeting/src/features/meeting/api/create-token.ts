import { apiClient } from '@app/shared';

/** POST /meetings/token: the video token (p2p room-join token or Jitsi JWT; null: none needed). */
export async function createToken(roomName: string): Promise<string | null> {
  const body = await apiClient.post<{ token: string | null }>('/meetings/token', { roomName });
  return body.token;
}
