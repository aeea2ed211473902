import type { FastifyInstance } from 'fastify';
import { API_ERRORS, SESSION_HINT_COOKIE, type HandshakeRefusal } from '@app/shared/protocol';
import { handshakeAccessToken } from '../auth/cookies';
import { clientAddress, requestOrigin, trustFunction } from '../lib/client-address';
import { redisDown, redisUnavailable } from '../lib/redis-unavailable';
import { REQUEST_ID_HEADER, requestIdFrom } from '../lib/request-id';
import { ConnectionCount } from './connection-count';
import type { Directory } from './directory';
import type { RealtimeServer } from './socket-types';
import { refuseHandshakesWhile } from './unavailable-handshakes';

/**
 * Who a socket is, from the session cookie of its handshake (the same check as HTTP routes,
 * database included, so a banned user cannot connect). No cookie: an anonymous socket, counted
 * per address with the visitors' event streams (`anonymous`). A session cookie that no longer
 * works: the socket is told `auth:error` on connect.
 */
export function authenticateSockets(
  app: FastifyInstance,
  io: RealtimeServer,
  directory: Directory,
  anonymous: ConnectionCount,
): void {
  const perUser = new ConnectionCount(app.rateLimits.settings.socketsPerUser);
  const trust = trustFunction(app.config.TRUST_PROXY);
  // Presence and calls live in Redis: without it a socket could only hang, so it is refused.
  io.engine.use(refuseHandshakesWhile(() => redisDown(app.redis)));
  io.use((socket, next) => {
    if (redisDown(app.redis)) {
      next(refusal('service.unavailable'));
      return;
    }
    const header = socket.request.headers.cookie;
    socket.data = {
      userId: null,
      role: null,
      sessionId: null,
      authError: null,
      hidden: false,
      requestId: requestIdFrom(socket.request.headers[REQUEST_ID_HEADER]),
      apiOrigin: requestOrigin(socket.request, trust),
    };
    app.verifySessionCookie(header).then(
      (auth) => {
        if (auth) {
          const userId = auth.user.id;
          if (!perUser.open(userId)) {
            next(refusal('sockets.too_many'));
            return;
          }
          socket.once('disconnect', () => perUser.close(userId));
          socket.data.userId = userId;
          socket.data.role = auth.user.role;
          socket.data.sessionId = auth.sessionId;
          // The row was just read from the database: the freshest copy there is.
          directory.put(auth.user);
          next();
          return;
        }
        // A landing-page socket costs a presence feed: one address may hold only so many.
        const address = clientAddress(socket.request, trust);
        if (!anonymous.open(address)) {
          next(refusal('sockets.too_many'));
          return;
        }
        socket.once('disconnect', () => anonymous.close(address));
        if (header) {
          const cookies = app.parseCookie(header);
          // The hint cookie lives as long as the login: the browser believes it is signed in.
          const production = app.config.NODE_ENV === 'production';
          if (handshakeAccessToken(cookies, production) || cookies[SESSION_HINT_COOKIE]) {
            socket.data.authError = 'session_expired';
          }
        }
        next();
      },
      (error: unknown) => {
        app.log.error(
          { err: error, reqId: socket.data.requestId, socketId: socket.id },
          'socket authentication failed',
        );
        next(
          redisUnavailable(error, app.redis)
            ? refusal('service.unavailable')
            : new Error('Authentication unavailable'),
        );
      },
    );
  });
}

/** A refused handshake: the client's `connect_error` carries the code in `data`. */
function refusal(code: HandshakeRefusal): Error & { data: { code: string } } {
  return Object.assign(new Error(API_ERRORS[code].message), { data: { code } });
}

/** Refuses WebSocket and polling handshakes from origins not in CORS_ORIGINS (WebSockets ignore CORS). */
export function originAllowed(allowed: readonly string[]) {
  return (origin: string | undefined): boolean => !origin || allowed.includes(origin);
}
