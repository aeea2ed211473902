import type { ManagerOptions, SocketOptions } from 'socket.io-client';

type ConnectionOptions = Partial<ManagerOptions & SocketOptions>;

/** A signed-in socket tries harder and longer than the landing page's. */
export const AUTHENTICATED_SOCKET_OPTIONS: ConnectionOptions = {
  path: '/socket.io/',
  withCredentials: true,
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
};

/** The anonymous landing-page socket. */
export const ANONYMOUS_SOCKET_OPTIONS: ConnectionOptions = {
  path: '/socket.io/',
  withCredentials: true,
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelay: 2000,
  reconnectionDelayMax: 5000,
  timeout: 15000,
};
