import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SocketAck } from '@app/shared/protocol';
import type { RealtimeSocket } from './socket-types';

type Ack = (response: SocketAck) => void;

const MALFORMED: SocketAck = {
  ok: false,
  reason: 'invalid_request',
  message: 'Malformed payload',
};
const FAILED: SocketAck = { ok: false, reason: 'server_error', message: 'Something went wrong' };

/**
 * Listens to one client event: the payload is parsed (a malformed one is dropped and the
 * socket kept), the handler runs after the socket's connect work, and its answer goes to the
 * client's acknowledgement callback when there is one. A handler error never reaches socket.io.
 */
export function bindEvent<T>(
  socket: RealtimeSocket,
  event: string,
  schema: z.ZodType<T>,
  ready: Promise<void>,
  log: FastifyBaseLogger,
  handler: (payload: T) => Promise<SocketAck | null | void> | SocketAck,
): void {
  socket.on(event, (...args: unknown[]) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (args.pop() as Ack) : undefined;
    const parsed = schema.safeParse(args[0]);
    if (!parsed.success) {
      ack?.(MALFORMED);
      return;
    }
    ready
      .then(() => handler(parsed.data))
      .then(
        (response) => ack?.(response ?? { ok: true }),
        (error: unknown) => {
          log.error({ err: error, event }, 'socket event failed');
          ack?.(FAILED);
        },
      );
  });
}
