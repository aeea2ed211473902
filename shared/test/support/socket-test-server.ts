import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';

/** A real socket.io server on an ephemeral port. */
export interface SocketTestServer {
  url: string;
  io: Server;
  /** Resolves with the next client connection (or one already waiting). */
  nextConnection(): Promise<ServerSocket>;
  close(): Promise<void>;
}

export async function startSocketTestServer(): Promise<SocketTestServer> {
  const httpServer = createServer();
  const io = new Server(httpServer, { path: '/socket.io/' });
  const waiting: ServerSocket[] = [];
  const waiters: ((socket: ServerSocket) => void)[] = [];
  io.on('connection', (socket) => {
    const waiter = waiters.shift();
    if (waiter) return waiter(socket);
    waiting.push(socket);
    // A connection nobody took that is gone already (an earlier test's socket, closed by its
    // cleanup) must not be handed to the next test, which would wait on it forever.
    socket.once('disconnect', () => {
      const index = waiting.indexOf(socket);
      if (index >= 0) waiting.splice(index, 1);
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    nextConnection: () => {
      const ready = waiting.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

/** Resolves once the server sees this socket go away. */
export function disconnectionOf(socket: ServerSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

/** Polls until the condition holds; real sockets answer asynchronously. */
export async function eventually(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
