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
    // A short network loss resumes the same socket (rooms and missed events); the handshake
    // is still authenticated again.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
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
