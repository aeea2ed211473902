import { atom } from 'jotai';
import { meetingMachine, type MeetingState } from './meeting-machine';

/** The meeting this tab is in (or starting, or just ended). */
export const meetingStateAtom = atom<MeetingState>(meetingMachine.initial);

/** Ends the meeting from this side; set while the call layer runs. */
export const hangUpAtom = atom<(() => void) | null>(null);
