import type { Socket } from 'socket.io-client';
import type { AllUsersListPayload, UsersListDelta } from '../protocol/socket-payloads';
import { SERVER_EVENTS } from '../protocol/socket-events';
import type { appStore } from '../state/store';
import { applyUsersListDelta } from './users-list';
import { usersListAtom, usersListReceivedAtom } from './users-list-atom';

/** Feeds usersListAtom from a socket: the snapshot on connect, then each delta in order. */
export function attachUsersList(socket: Socket, store: typeof appStore): void {
  socket.on(SERVER_EVENTS.allUsersList, (users: AllUsersListPayload) => {
    store.set(usersListAtom, users);
    store.set(usersListReceivedAtom, true);
  });
  socket.on(SERVER_EVENTS.usersListDelta, (delta: UsersListDelta) => {
    store.set(usersListAtom, (list) => applyUsersListDelta(list, delta));
  });
}
