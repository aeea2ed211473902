import type { AppSocket } from '@app/shared';

type Handler = (payload?: unknown) => void;

/** The page's socket as far as a listener sees it: a test delivers the server's events. */
export class FakeSocket {
  readonly #handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    const set = this.#handlers.get(event) ?? new Set();
    set.add(handler);
    this.#handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.#handlers.get(event)?.delete(handler);
    return this;
  }

  /** Delivers a server event to the listeners, as socket.io would. */
  receive(event: string, payload?: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload);
  }

  /** The double where the code under test expects the page's socket (a test-only stand-in). */
  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
