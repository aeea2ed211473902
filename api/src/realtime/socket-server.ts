import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import type { RealtimeSettings } from './realtime-settings';
import { originAllowed } from './socket-auth';
import type { RealtimeServer } from './socket-types';

// SDP offers are a few KB; nothing a client sends needs more.
const MAX_MESSAGE_BYTES = 128 * 1024;

/** The socket.io server on the API's own HTTP server, at the product's /socket.io/ path. */
export function createSocketServer(
  httpServer: HttpServer,
  settings: RealtimeSettings,
  corsOrigins: readonly string[],
  redis: RedisClientType | null,
): RealtimeServer {
  const allowed = originAllowed(corsOrigins);
  const prefix = settings.REALTIME_REDIS_PREFIX;
  return new Server(httpServer, {
    path: '/socket.io/',
    serveClient: false,
    transports: settings.SOCKET_TRANSPORTS,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // The polling transport is a cross-origin XHR from the shell; CORS covers only that.
    cors: { origin: [...corsOrigins], credentials: true },
    // WebSockets are not subject to CORS, so the Origin is checked here for every handshake.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(allowed(origin) ? null : 'Origin not allowed', allowed(origin));
    },
    // No connection-state recovery: a recovered socket gets its old rooms back and the events
    // sent while it was away replayed before anything checks who it now is, so a logged-out,
    // demoted or banned session could listen again. Every connection starts from nothing: the
    // handshake names the user, presence joins its rooms, and the clients ask again for what
    // they show (the lesson, the classroom, the lists) on every connect, as after a reload.
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: `${prefix}socket.io`,
            channelPrefix: `${prefix}socket.io`,
            sessionKeyPrefix: `${prefix}sio:session:`,
            blockTimeInMs: 2_000,
          }),
        }
      : {}),
  });
}
