import { authAtom } from '../auth/auth-atoms';
import { SERVER_EVENTS } from '../protocol/socket-events';
import type { TeacherStatusUpdated } from '../protocol/socket-payloads';
import { onSocketEvent, type AppSocket } from '../socket/app-socket';
import type { appStore } from '../state/store';

/**
 * Keeps the signed-in teacher's own flags in step with `availability:updated` (see
 * docs/product.md#sessions-and-state): another tab, a meeting starting or ending, or the server's answer after a failed change.
 * Returns the detach function.
 */
export function attachOwnTeacherStatus(socket: AppSocket, store: typeof appStore): () => void {
  return onSocketEvent(socket, SERVER_EVENTS.teacherStatusUpdated, (update) =>
    applyOwnTeacherStatus(store, update),
  );
}

/** Copies a teacher_status_updated about the signed-in user into its auth state. */
export function applyOwnTeacherStatus(
  store: typeof appStore,
  { teacherId, status }: TeacherStatusUpdated,
): void {
  store.set(authAtom, (state) =>
    state.user?._id === teacherId
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
}
