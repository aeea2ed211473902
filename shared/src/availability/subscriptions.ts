import type { Socket } from 'socket.io-client';
import { authAtom } from '../auth/auth-atoms';
import { SERVER_EVENTS } from '../protocol/socket-events';
import type { TeacherStatusUpdated } from '../protocol/socket-payloads';
import type { appStore } from '../state/store';

/**
 * Keeps the signed-in teacher's own flags in step with `teacher_status_updated` (SPEC section
 * 4): another tab, a meeting starting or ending, or the server's answer after a failed change.
 * Returns the detach function.
 */
export function attachOwnTeacherStatus(socket: Socket, store: typeof appStore): () => void {
  const onStatus = ({ userId, status }: TeacherStatusUpdated) => {
    store.set(authAtom, (state) =>
      state.user?._id === userId
        ? {
            ...state,
            user: {
              ...state.user,
              isOnline: status.isOnline,
              isBusy: status.isBusy,
              inMeeting: status.inMeeting,
            },
          }
        : state,
    );
  };
  socket.on(SERVER_EVENTS.teacherStatusUpdated, onStatus);
  return () => {
    socket.off(SERVER_EVENTS.teacherStatusUpdated, onStatus);
  };
}
