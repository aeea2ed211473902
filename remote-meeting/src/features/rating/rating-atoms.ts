import type { MeetingParticipant } from '@app/shared';
import { atom } from 'jotai';

/**
 * The meeting the student is asked to rate; `meetingId` null blocks the rating. `teacher` is
 * named in the question.
 */
export const ratingRequestAtom = atom<{
  meetingId: string | null;
  teacher: MeetingParticipant | null;
} | null>(null);
