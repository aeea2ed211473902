// The realtime bench's load: thousands of signed-in sockets that only receive. They speak the
// engine.io/socket.io wire protocol directly over `ws` and never decode what they receive, so
// on a machine shared with the server they take as little CPU from it as a browser on another
// machine would. What the bench reports as delivery latency comes from real socket.io clients
// (the probes and the actors); these only count bytes and spot one teacher's presence deltas.
import WebSocket from 'ws';
import { SERVER_EVENTS } from '@app/shared/protocol';

/** engine.io packet types, and socket.io's connect and event packets as they travel. */
const PING = '2';
const PONG = '3';
const CONNECT_MAIN_NAMESPACE = '40';
const USERS_LIST_PREFIX = `42["${SERVER_EVENTS.allUsersList}"`;
const DELTA_PREFIX = `42["${SERVER_EVENTS.usersListDelta}"`;

export class RawLoadClient {
  bytes = 0;
  #socket: WebSocket | null = null;
  #onDelta: ((frame: string) => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  /** Connects; resolves with ms until the users list arrived. */
  open(): Promise<number> {
    const started = performance.now();
    const wsUrl = `${this.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const socket = new WebSocket(wsUrl, { headers: { cookie: this.cookie } });
    this.#socket = socket;
    return new Promise((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (data) => {
        const frame = String(data);
        // Counted like the socket.io clients count: the packet plus its engine.io type.
        if (frame.startsWith('4')) this.bytes += frame.length;
        if (frame.startsWith('0')) socket.send(CONNECT_MAIN_NAMESPACE);
        else if (frame === PING) socket.send(PONG);
        else if (frame.startsWith(USERS_LIST_PREFIX)) resolve(performance.now() - started);
        else if (frame.startsWith(DELTA_PREFIX)) this.#onDelta?.(frame);
      });
    });
  }

  /** Resolves with ms since `started` when a presence delta of `userId` arrives. */
  nextPresenceOf(userId: string, started: number): Promise<number> {
    return new Promise((resolve) => {
      this.#onDelta = (frame) => {
        if (!frame.includes('"type":"presence"') || !frame.includes(`"_id":"${userId}"`)) return;
        this.#onDelta = null;
        resolve(performance.now() - started);
      };
    });
  }

  close(): void {
    this.#socket?.close();
  }
}
