import { io, type Socket } from 'socket.io-client';

type Received = { event: string; payload: unknown };

/**
 * A real socket.io client that records every event it receives, so a test can wait for the
 * next one of a kind (or assert that none came) without racing the server.
 */
export class TestClient {
  readonly socket: Socket;
  readonly received: Received[] = [];
  /** Everything the server sent this client, events and acknowledgements, never consumed. */
  readonly log: Received[] = [];
  #waiters: Array<() => void> = [];

  constructor(
    url: string,
    options: {
      cookie?: string;
      origin?: string;
      reconnection?: boolean;
      /** The handshake's auth payload, e.g. a recovery id `{ pid, offset }` a client kept. */
      auth?: Record<string, unknown>;
      /** More handshake headers, e.g. the Host a browser reached the API at. */
      headers?: Record<string, string>;
    },
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    this.socket = io(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      autoConnect: false,
      forceNew: true,
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
      extraHeaders: headers,
      ...(options.auth ? { auth: options.auth } : {}),
    });
    this.socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      this.log.push({ event, payload });
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  /** Connects and resolves once connected (rejects on connect_error). */
  open(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', reject);
      this.socket.connect();
    });
  }

  /** The next unconsumed event of that name matching the predicate. */
  async next<T>(
    event: string,
    match: (payload: T) => boolean = () => true,
    timeoutMs = 8000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = 0; i < this.received.length; i++) {
        const item = this.received[i]!;
        if (item.event === event && match(item.payload as T)) {
          this.received.splice(i, 1);
          return item.payload as T;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${event}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Fails if such an event arrives within the window. */
  async none<T>(event: string, match: (payload: T) => boolean = () => true, windowMs = 300) {
    try {
      const got = await this.next(event, match, windowMs);
      throw new Error(`unexpected ${event}: ${JSON.stringify(got)}`);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('timed out')) throw error;
    }
  }

  /** Emits with an acknowledgement and resolves with the server's answer. */
  async request<T = { ok: boolean; code?: string }>(event: string, payload: unknown): Promise<T> {
    const answer = (await this.socket.timeout(8000).emitWithAck(event, payload)) as T;
    this.log.push({ event: `ack:${event}`, payload: answer });
    return answer;
  }

  close(): void {
    this.socket.disconnect();
  }
}
