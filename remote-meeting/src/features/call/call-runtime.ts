import {
  CLIENT_EVENTS,
  logRefusal,
  type AppSocket,
  type appStore,
  type CallParty,
  type EndCallRequest,
  type InitiateCallRequest,
  type RespondToCallRequest,
  type SocketAck,
  usersListAtom,
} from '@app/shared';
import { runMachine, type MachineRunner } from '../../lib/machine';
import { lessonMedia as pageLessonMedia, type LessonMedia } from '../../lib/media/lesson-media';
import {
  callerStateAtom,
  receiverStateAtom,
  ringtoneStatusAtom,
  type CallActions,
} from './call-atoms';
import { callerMachine, isOffering, type CallerEvent, type CallerState } from './caller-machine';
import { chooseNextTeacher } from './next-teacher';
import { receiverMachine, type ReceiverEvent, type ReceiverState } from './receiver-machine';
import { Ringtone } from './ringtone';

export interface CallRuntimeOptions {
  store: typeof appStore;
  /** The page's signed-in socket right now (null while there is none). */
  socket: () => AppSocket | null;
  /** The signed-in student, who the caller details come from. */
  self: () => CallParty | null;
  ringtone?: Ringtone;
  newCallId?: () => string;
  /** Told when the teacher's answer was refused (the caller hung up at the same moment). */
  onAnswerRefused?: (ack: SocketAck) => void;
  /** The camera and microphone prepared while the call rings. */
  lessonMedia?: Pick<LessonMedia, 'prepare' | 'release'>;
}

export interface CallRuntime {
  caller: MachineRunner<CallerEvent>;
  receiver: MachineRunner<ReceiverEvent>;
  actions: CallActions;
  /** Places a call to a teacher (ignored while a call is ringing or accepted). */
  call(teacher: CallParty): void;
  dispose(): void;
}

const randomCallId = () => crypto.randomUUID();

/** The two call machines wired to their effects: socket emits and the ringtone. */
export function createCallRuntime(options: CallRuntimeOptions): CallRuntime {
  const { store, socket, self, lessonMedia = pageLessonMedia } = options;
  const newCallId = options.newCallId ?? randomCallId;
  const ringtone =
    options.ringtone ?? new Ringtone((status) => store.set(ringtoneStatusAtom, status));
  const live = (event: string) => {
    const current = socket();
    if (!current) console.warn(`No socket: ${event} not sent`);
    return current;
  };

  // Set once the caller machine runs; the effect below offers the next Sheikh through it.
  let offerNext = () => {};

  const callerEffect = (previous: CallerState, next: CallerState, event: CallerEvent) => {
    // A decline or an unanswered call opened a notice: who to offer is read from the list now.
    if (isOffering(next) && !isOffering(previous)) offerNext();
    // The caller started this call: its devices open now, ready for the lesson.
    if (next.status === 'calling') lessonMedia.prepare();
    // No lesson came of it (declined, unanswered, failed, cancelled).
    if (previous.status === 'calling' && next.status !== 'calling' && next.status !== 'accepted')
      lessonMedia.release();
    if (next.status === 'calling' && previous.status !== 'calling') {
      const request: InitiateCallRequest = {
        callId: next.callId,
        receiverId: next.teacher.userId,
        caller: self() ?? undefined,
      };
      live(CLIENT_EVENTS.initiateCallRequest)?.emit(
        CLIENT_EVENTS.initiateCallRequest,
        request,
        logRefusal(CLIENT_EVENTS.initiateCallRequest),
      );
    }
    // Giving up (cancel or our own 30 s) tells the server, which stops the teacher's ringing.
    // Our 30 s running out is not a cancel: the server records the call as unanswered.
    if (
      previous.status === 'calling' &&
      (event.type === 'cancel' || event.type === 'ringTimeout')
    ) {
      const request: EndCallRequest =
        event.type === 'ringTimeout'
          ? { callId: previous.callId, reason: 'timeout' }
          : { callId: previous.callId };
      live(CLIENT_EVENTS.endCall)?.emit(
        CLIENT_EVENTS.endCall,
        request,
        logRefusal(CLIENT_EVENTS.endCall),
      );
    }
  };

  const respond = (
    callId: string,
    action: RespondToCallRequest['action'],
    reason?: RespondToCallRequest['reason'],
  ) => {
    const request: RespondToCallRequest = reason ? { callId, action, reason } : { callId, action };
    live(CLIENT_EVENTS.respondToCallRequest)?.emit(
      CLIENT_EVENTS.respondToCallRequest,
      request,
      (ack) => {
        if (!ack.ok) options.onAnswerRefused?.(ack);
      },
    );
  };

  const receiverEffect = (previous: ReceiverState, next: ReceiverState, event: ReceiverEvent) => {
    if (next.status === 'ringing') ringtone.start();
    else ringtone.stop();
    if (previous.status !== 'ringing') return;
    if (event.type === 'accept') {
      // The Sheikh accepted: its devices open while the lesson is set up.
      lessonMedia.prepare();
      respond(previous.call.callId, 'accept');
    }
    if (event.type === 'decline') respond(previous.call.callId, 'decline');
    // The countdown ran out: unanswered, not refused (the server then records a missed call).
    if (event.type === 'autoDecline') respond(previous.call.callId, 'decline', 'timeout');
  };

  const caller = runMachine(callerMachine, store, callerStateAtom, callerEffect);
  const receiver = runMachine(receiverMachine, store, receiverStateAtom, receiverEffect);
  offerNext = () => {
    const state = store.get(callerStateAtom);
    if (!isOffering(state)) return;
    caller.dispatch({
      type: 'offerNext',
      teacher: chooseNextTeacher(store.get(usersListAtom), state.tried),
    });
  };
  // The offer follows the live list: a Sheikh who went busy is not offered any more.
  const stopOffers = store.sub(usersListAtom, () => offerNext());
  return {
    caller,
    receiver,
    call: (teacher) => caller.dispatch({ type: 'call', callId: newCallId(), teacher }),
    actions: {
      cancel: () => caller.dispatch({ type: 'cancel' }),
      dismiss: () => caller.dispatch({ type: 'close' }),
      callNext: () => caller.dispatch({ type: 'callNext', callId: newCallId() }),
      accept: () => receiver.dispatch({ type: 'accept' }),
      decline: () => receiver.dispatch({ type: 'decline' }),
    },
    dispose: () => {
      stopOffers();
      caller.dispose();
      receiver.dispose();
      ringtone.stop();
    },
  };
}
