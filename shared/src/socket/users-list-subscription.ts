import { SERVER_EVENTS } from '../protocol/socket-events';
import type { appStore } from '../state/store';
import { onSocketEvent, type AppSocket } from './app-socket';
import { applyUsersListDelta } from './users-list';
import { onlineStudentsAtom, usersListAtom, usersListReceivedAtom } from './users-list-atom';

/**
 * Feeds usersListAtom from a socket: the snapshot on connect, then each delta in order; and a
 * teacher's count of online students.
 * Returns the detach function.
 */
export function attachUsersList(socket: AppSocket, store: typeof appStore): () => void {
  const detach = [
    onSocketEvent(socket, SERVER_EVENTS.allUsersList, (users) => {
      store.set(usersListAtom, users);
      store.set(usersListReceivedAtom, true);
    }),
    onSocketEvent(socket, SERVER_EVENTS.usersListDelta, (delta) => {
      store.set(usersListAtom, (list) => applyUsersListDelta(list, delta));
    }),
    onSocketEvent(socket, SERVER_EVENTS.onlineStudents, ({ count }) => {
      store.set(onlineStudentsAtom, count);
    }),
  ];
  return () => detach.forEach((off) => off());
}
