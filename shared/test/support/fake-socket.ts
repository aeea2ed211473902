import type { AppSocket } from '../../src/socket/app-socket';

type Handler = (...args: unknown[]) => void;

/** A socket double: records emits, lets a test deliver server events and answer acks. */
export class FakeSocket {
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  readonly #handlers = new Map<string, Set<Handler>>();
  /** Answers to acknowledged emits, by event name: a value, or a function of the payload. */
  readonly acks = new Map<string, unknown>();
  connected = true;

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

  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push({ event, payload });
    if (ack) ack(this.#answer(event, payload));
    return this;
  }

  emitWithAck(event: string, payload: unknown): Promise<unknown> {
    this.emitted.push({ event, payload });
    return Promise.resolve(this.#answer(event, payload));
  }

  #answer(event: string, payload: unknown): unknown {
    const answer = this.acks.get(event) ?? { ok: true };
    return typeof answer === 'function' ? (answer as (sent: unknown) => unknown)(payload) : answer;
  }

  /** Delivers a server event to the listeners, as socket.io would. */
  receive(event: string, payload: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload);
  }

  listenerCount(event: string): number {
    return this.#handlers.get(event)?.size ?? 0;
  }

  eventsNamed(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  /** The double where the code under test expects the page's socket (a test-only stand-in). */
  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
