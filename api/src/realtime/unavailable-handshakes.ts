import { ServerResponse, type IncomingMessage } from 'node:http';
import { API_ERRORS, type ApiErrorBody } from '@app/shared/protocol';

type EngineMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const REFUSAL: ApiErrorBody = {
  code: 'service.unavailable',
  message: API_ERRORS['service.unavailable'].message,
};

/**
 * While `down()`, a new connection (an engine.io handshake: no `sid` yet) is answered HTTP 503
 * before socket.io opens it, a long-polling GET and a WebSocket upgrade alike: behind nginx the
 * 503 counts against this replica and the handshake is tried on another (api-locations.conf),
 * which a refusal inside an opened connection could not do. Connections already open are left
 * alone; socket-auth.ts refuses the few that opened just before Redis went away.
 */
export function refuseHandshakesWhile(down: () => boolean): EngineMiddleware {
  return (request, response, next) => {
    const opening = !new URL(request.url ?? '/', 'http://socket').searchParams.has('sid');
    if (!opening || !down()) {
      next();
      return;
    }
    const body = JSON.stringify(REFUSAL);
    if (response instanceof ServerResponse) {
      response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
      return;
    }
    // An upgrade: engine.io hands middlewares a stand-in that can only drop the connection, so
    // the answer is written on the socket itself.
    request.socket.end(
      [
        'HTTP/1.1 503 Service Unavailable',
        'Connection: close',
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
  };
}
