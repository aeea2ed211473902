import { currentUserAtom, socketHolder, type appStore } from '@app/shared';
import { sessionEvents } from '../../lib/session-events';
import { watchSocket } from '../../lib/socket-watch';
import { enterMeeting } from './api/enter-meeting';
import { hangUpAtom, rejoinAtom } from './meeting-atoms';
import { createMeetingRuntime } from './meeting-runtime';
import { attachMeetingSocket } from './subscriptions';
import type { MeetingStartError } from './wait-for-teacher';

/** Starts the meeting feature for the page; returns the function that stops it. */
export function startMeetingFeature(
  store: typeof appStore,
  onStartError: (error: MeetingStartError) => void,
): () => void {
  const runtime = createMeetingRuntime({
    store,
    api: { enter: (roomName) => enterMeeting(socketHolder.current, roomName) },
    socket: () => socketHolder.current,
    user: () => store.get(currentUserAtom),
    events: sessionEvents,
    onStartError,
  });
  store.set(hangUpAtom, () => runtime.hangUp);
  store.set(rejoinAtom, () => runtime.rejoin);
  const stopSocket = watchSocket((socket) => attachMeetingSocket(socket, runtime, store));
  return () => {
    stopSocket();
    store.set(hangUpAtom, null);
    store.set(rejoinAtom, null);
    runtime.dispose();
  };
}
