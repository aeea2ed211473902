import type { ManagerOptions, SocketOptions } from 'socket.io-client';

type ConnectionOptions = Partial<ManagerOptions & SocketOptions>;

/** The signed-in socket: the session's cookies, and patient reconnection. */
export const SOCKET_OPTIONS: ConnectionOptions = {
  path: '/socket.io/',
  withCredentials: true,
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
};
