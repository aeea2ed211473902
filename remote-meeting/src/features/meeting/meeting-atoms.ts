import { atom } from 'jotai';
import type { OngoingMeeting } from '@app/shared';
import { meetingMachine, type MeetingState } from './meeting-machine';

/** The meeting this tab is in (or starting, or just ended). */
export const meetingStateAtom = atom<MeetingState>(meetingMachine.initial);

/** Ends the meeting from this side; set while the call layer runs. */
export const hangUpAtom = atom<(() => void) | null>(null);

/**
 * The open meeting the server says this user belongs to (sent on every connect), while this
 * tab is not in it: what /main offers to rejoin. Null when there is none.
 */
export const ongoingMeetingAtom = atom<OngoingMeeting | null>(null);

/** Goes back into the ongoing meeting; set while the call layer runs. */
export const rejoinAtom = atom<(() => void) | null>(null);

/** The other participant lost its connection: who, and until when the meeting waits. */
export interface PeerLost {
  roomName: string;
  userId: string;
  name: string;
  /** Epoch ms. */
  rejoinBy: number;
}

/** Set while the other side of this tab's meeting is lost. */
export const peerLostAtom = atom<PeerLost | null>(null);
