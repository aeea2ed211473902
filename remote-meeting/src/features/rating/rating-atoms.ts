import { atom } from 'jotai';

/** The meeting the student is asked to rate; `meetingId` null blocks the rating. */
export const ratingRequestAtom = atom<{ meetingId: string | null } | null>(null);
