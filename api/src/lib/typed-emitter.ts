import { EventEmitter } from 'node:events';

/** A minimal EventEmitter whose event names and payloads are checked by the compiler. */
export class TypedEmitter<Events extends Record<string, unknown>> {
  readonly #emitter = new EventEmitter();

  constructor() {
    // Listeners are few and long-lived (one per realtime subsystem); no leak warning needed.
    this.#emitter.setMaxListeners(50);
  }

  on<K extends keyof Events & string>(
    event: K,
    listener: (payload: Events[K]) => void,
  ): () => void {
    this.#emitter.on(event, listener);
    return () => this.#emitter.off(event, listener);
  }

  emit<K extends keyof Events & string>(event: K, payload: Events[K]): void {
    this.#emitter.emit(event, payload);
  }

  removeAllListeners(): void {
    this.#emitter.removeAllListeners();
  }
}
