import { apiClient } from '@app/shared';

export interface ParticipantJoined {
  meetingId: string;
  userId: string;
  displayName: string;
  avatar: string | null;
}

/** POST /meetings/participant-joined: attendance starts. */
export async function recordParticipantJoined(body: ParticipantJoined): Promise<void> {
  await apiClient.post('/meetings/participant-joined', body);
}

/** POST /meetings/participant-left: attendance ends (and a one-to-one meeting with it). */
export async function recordParticipantLeft(body: { meetingId: string; userId: string }) {
  await apiClient.post('/meetings/participant-left', body);
}
