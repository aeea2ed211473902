import type { Server, Socket } from 'socket.io';
import type {
  AuthErrorReason,
  ClientToServerEvents,
  Role,
  ServerToClientEvents,
  UsersListDelta,
} from '@app/shared/protocol';

// The events both ways are the shared contract (@app/shared/protocol, socket-contract.ts); only
// what stays inside the API is declared here.
export type { ClientToServerEvents, ServerToClientEvents };

/** Messages between API processes (through the adapter). */
export interface InterServerEvents {
  /** A user's row changed: drop it from the directory cache. */
  userChanged: (userId: string) => void;
  /** A change of the visitors' list, for this process's event streams (visitor-feed.ts). */
  visitorDelta: (delta: UsersListDelta) => void;
}

/** Who the socket belongs to, set once by the handshake middleware. */
export interface SocketData {
  userId: string | null;
  role: Role | null;
  sessionId: string | null;
  /** Set when the handshake carried a dead session: the socket is told and closed. */
  authError: AuthErrorReason | null;
  /** The tab said it is hidden (`tab:visibility`); a call to a user whose tabs are all hidden is also pushed. */
  hidden: boolean;
  /** The handshake's request id (the proxy's X-Request-Id or a new UUID), on every log line. */
  requestId: string;
  /** Where the client reached the API (a Jitsi token makes the avatar's path absolute with it). */
  apiOrigin: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Room names; the adapter makes them reach sockets on every process. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  audience: (audience: string) => `audience:${audience}`,
  meeting: (roomName: string) => `meeting:${roomName}`,
  /** The guardians watching a lesson: they hear who comes and goes, and the end. */
  watchers: (roomName: string) => `watchers:${roomName}`,
  /**
   * One user's one socket in a lesson (participant or watcher): a signal addressed to that user
   * goes here, so it reaches neither the user's other tabs nor anyone else.
   */
  peer: (roomName: string, userId: string) => `peer:${roomName}:${userId}`,
};
