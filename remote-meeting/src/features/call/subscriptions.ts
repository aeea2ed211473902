import {
  callRequestAtom,
  isListedTeacher,
  onSocketEvent,
  SERVER_EVENTS,
  usersListAtom,
  type appStore,
  type AppSocket,
} from '@app/shared';
import { sessionEvents } from '../../lib/session-events';
import type { CallRuntime } from './call-runtime';

/** The call feature's socket listeners: both machines follow the server's call events. */
export function attachCallSocket(socket: AppSocket, runtime: CallRuntime): () => void {
  const { caller, receiver } = runtime;
  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.startMeeting, ({ callId }) =>
      caller.dispatch({ type: 'accepted', callId, at: Date.now() }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.callRequestDeclined, ({ callId }) =>
      caller.dispatch({ type: 'declined', callId }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.callRequestFailed, ({ callId, code }) =>
      caller.dispatch({ type: 'failed', callId, reason: code }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.incomingCallRequest, (call) =>
      receiver.dispatch({ type: 'incoming', call, at: Date.now() }),
    ),
    onSocketEvent(socket, SERVER_EVENTS.incomingCallEnded, ({ callId, reason }) =>
      receiver.dispatch({ type: 'ended', callId, reason }),
    ),
  ];
  return () => detach.forEach((off) => off());
}

/**
 * Calls asked for elsewhere (a landing card, the teachers list) through the shared
 * callRequestAtom, and the end of the meeting a call opened.
 */
export function attachCallRequests(store: typeof appStore, runtime: CallRuntime): () => void {
  const onRequest = () => {
    const request = store.get(callRequestAtom);
    if (!request) return;
    store.set(callRequestAtom, null);
    const teacher = store
      .get(usersListAtom)
      .filter(isListedTeacher)
      .find((user) => user._id === request.teacherId);
    if (!teacher) return console.warn('Call request for a teacher not in the list');
    runtime.call({
      userId: teacher._id,
      name: teacher.name,
      avatar: teacher.avatar,
      gender: teacher.gender,
    });
  };
  const unsubscribe = store.sub(callRequestAtom, onRequest);
  const offMeeting = sessionEvents.on('meetingClosed', () =>
    runtime.caller.dispatch({ type: 'meetingOver' }),
  );
  // A request made before the layer mounted (a landing click during loading) is served now.
  onRequest();
  return () => {
    unsubscribe();
    offMeeting();
  };
}
