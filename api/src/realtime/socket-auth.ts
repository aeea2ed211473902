import type { FastifyInstance } from 'fastify';
import { SESSION_HINT_COOKIE } from '@app/shared/protocol';
import { handshakeAccessToken } from '../auth/cookies';
import type { Directory } from './directory';
import type { RealtimeServer } from './socket-types';

/**
 * Who a socket is, from the session cookie of its handshake (the same check as HTTP routes,
 * database included, so a banned user cannot connect). No cookie: an anonymous landing-page
 * socket. A session cookie that no longer works: the socket is told `auth_error` on connect.
 */
export function authenticateSockets(
  app: FastifyInstance,
  io: RealtimeServer,
  directory: Directory,
): void {
  io.use((socket, next) => {
    const header = socket.request.headers.cookie;
    socket.data = { userId: null, role: null, sessionId: null, authError: null, hidden: false };
    app.verifySessionCookie(header).then(
      (auth) => {
        if (auth) {
          socket.data.userId = auth.user.id;
          socket.data.role = auth.user.role;
          socket.data.sessionId = auth.sessionId;
          // The row was just read from the database: the freshest copy there is.
          directory.put(auth.user);
        } else if (header) {
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
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('Authentication unavailable'));
      },
    );
  });
}

/** Refuses WebSocket and polling handshakes from origins not in CORS_ORIGINS (WebSockets ignore CORS). */
export function originAllowed(allowed: readonly string[]) {
  return (origin: string | undefined): boolean => !origin || allowed.includes(origin);
}
