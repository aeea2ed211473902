import { atom } from 'jotai';
import { callerMachine, type CallerState } from './caller-machine';
import { receiverMachine, type ReceiverState } from './receiver-machine';
import type { RingtoneStatus } from './ringtone';

/** The student's outgoing call. */
export const callerStateAtom = atom<CallerState>(callerMachine.initial);
/** The teacher's incoming call. */
export const receiverStateAtom = atom<ReceiverState>(receiverMachine.initial);
/** Whether the ring is audible (the overlay says so when the browser blocks it). */
export const ringtoneStatusAtom = atom<RingtoneStatus>('stopped');

/** What the overlays may do; set while the call layer runs. */
export interface CallActions {
  cancel(): void;
  accept(): void;
  decline(): void;
  dismiss(): void;
  /** Calls the Sheikh the notice offers, in the same attempt. */
  callNext(): void;
}

export const callActionsAtom = atom<CallActions | null>(null);
