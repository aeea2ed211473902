import type { Socket } from 'socket.io-client';
import type {
  ClientAck,
  ClientEvent,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../protocol/socket-contract';

/** The browser's socket, typed by the shared contract at both ends. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Read off the socket's own `on`, so a listener passed through here has exactly the type
// socket.io itself expects for that event.
declare const _socket: AppSocket;

/** An event a client can listen to: a server event, or socket.io's connect/disconnect ones. */
export type ListenEvent = Parameters<typeof _socket.on>[0];

/** The listener of a ListenEvent, with the payload the contract gives it. */
export type SocketListener<E extends ListenEvent> = Parameters<typeof _socket.on<E>>[1];

/**
 * The one way to listen to a socket event outside React (inside React: useSocketEvent).
 * Returns the function that removes the listener again.
 */
export function onSocketEvent<E extends ListenEvent>(
  socket: AppSocket,
  event: E,
  listener: SocketListener<E>,
): () => void {
  socket.on<E>(event, listener);
  return () => {
    socket.off<E>(event, listener);
  };
}

/**
 * An acknowledgement callback for a sender with nothing to do on success: a refusal is logged
 * with its reason, so it is never silently lost.
 */
export function logRefusal<E extends ClientEvent>(event: E): (answer: ClientAck<E>) => void {
  return (answer) => {
    if (!answer.ok) console.warn(`${event} refused: ${answer.code}`);
  };
}

/** Raised when the server did not acknowledge in time. */
export class AckTimeoutError extends Error {
  override name = 'AckTimeoutError';
}

/**
 * Waits for an acknowledgement (`socket.emitWithAck(...)`) at most `timeoutMs`. socket.io's own
 * `socket.timeout(ms)` loses the answer's type, so the wait is added here instead.
 */
export function answerWithin<T>(answer: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AckTimeoutError(`No acknowledgement within ${timeoutMs} ms`)),
      timeoutMs,
    );
    answer.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
