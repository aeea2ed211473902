import { CLIENT_EVENTS } from '../protocol/socket-events';
import type { SocketAck, UpdateTeacherStatusRequest } from '../protocol/socket-payloads';
import { answerWithin, type AppSocket } from '../socket/app-socket';
import type { SocketHolder } from '../socket/socket-holder';

/** How long the server has to acknowledge a status change before it counts as failed. */
export const AVAILABILITY_ACK_TIMEOUT_MS = 10_000;

/** The server refused a status change (e.g. `in_meeting`), or never answered. */
export class AvailabilityUpdateError extends Error {
  override name = 'AvailabilityUpdateError';

  constructor(
    message: string,
    /** The server's refusal code, or `timeout` when no acknowledgement came. */
    readonly reason: string,
  ) {
    super(message);
  }
}

/**
 * The page's signed-in socket, connecting it when it is not connected (docs/product.md#sessions-and-state): a
 * missing one is created (once socket.io-client has loaded), a dropped one is asked to
 * reconnect; emits wait in its buffer.
 */
export async function connectedSocket(holder: SocketHolder): Promise<AppSocket> {
  const socket = holder.current;
  if (socket) {
    if (!socket.connected) socket.connect();
    return socket;
  }
  await holder.load();
  // The session's own connect may have come first while the client loaded.
  return holder.current ?? holder.connectAuthenticated();
}

/** Sends `availability:update` and resolves once the server accepted it. */
export async function sendAvailability(
  socket: AppSocket,
  request: UpdateTeacherStatusRequest,
  ackTimeoutMs: number = AVAILABILITY_ACK_TIMEOUT_MS,
): Promise<void> {
  let ack: SocketAck;
  try {
    ack = await answerWithin(
      socket.emitWithAck(CLIENT_EVENTS.updateTeacherStatus, request),
      ackTimeoutMs,
    );
  } catch {
    throw new AvailabilityUpdateError('The server did not answer in time', 'timeout');
  }
  if (!ack.ok) throw new AvailabilityUpdateError(ack.message, ack.code);
}
