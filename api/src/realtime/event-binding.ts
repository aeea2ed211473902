import type { FastifyBaseLogger } from 'fastify';
import type { ClientAck, ClientEvent, ClientPayload, SocketAck } from '@app/shared/protocol';
import { CLIENT_EVENT_SCHEMAS } from '@app/shared/protocol/socket-schemas';
import { hasBrokenText } from '../plugins/input-hygiene';
import { refusal } from './refusals';
import type { RealtimeSocket } from './socket-types';

const MALFORMED = refusal('request.invalid');
// The same rule as HTTP bodies: refused with a code, never a database error.
const BROKEN_TEXT = refusal('request.invalid_text');
const FAILED = refusal('server.error');

/** What a handler answers: the event's acknowledgement, or nothing for a plain `{ ok: true }`. */
export type EventAnswer<E extends ClientEvent> = ClientAck<E> | null | void;

/** A handler of one client event: gets the parsed payload, answers with the event's ack type. */
export type EventHandler<E extends ClientEvent> = (
  payload: ClientPayload<E>,
) => Promise<EventAnswer<E>> | EventAnswer<E>;

/**
 * Listens to one client event: text no store could keep is refused, the payload is parsed with the contract's schema (a malformed
 * one is dropped and the socket kept), the handler runs after the socket's connect work, and its
 * answer goes to the client's acknowledgement callback when there is one. A handler error never
 * reaches socket.io.
 */
export function bindEvent<E extends ClientEvent>(
  socket: RealtimeSocket,
  event: E,
  ready: Promise<void>,
  log: FastifyBaseLogger,
  handler: EventHandler<E>,
): void {
  const schema = CLIENT_EVENT_SCHEMAS[event];
  // The payload and the callback come from a stranger: both are checked, never trusted.
  const listener = (payload: unknown, ack: unknown) => {
    const answer = (response: SocketAck) => {
      if (typeof ack === 'function') ack(response);
    };
    if (hasBrokenText(payload)) {
      answer(BROKEN_TEXT);
      return;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      answer(MALFORMED);
      return;
    }
    ready
      .then(() => handler(parsed.data))
      .then(
        (response) => answer(response ?? { ok: true }),
        (error: unknown) => {
          log.error({ err: error, event }, 'socket event failed');
          answer(FAILED);
        },
      );
  };
  socket.on<ClientEvent>(event, listener);
}
