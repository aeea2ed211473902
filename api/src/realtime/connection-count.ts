/**
 * Open connections per key (a client address, a user) on this process, with a cap. Sticky
 * sessions keep a socket's client on one process; a visitor's event streams, not sticky, spread
 * over the processes, each of which counts its own.
 */
export class ConnectionCount {
  readonly #open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Counts one more connection for the key; false (and not counted) when it holds enough. */
  open(key: string): boolean {
    const count = this.#open.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.#open.set(key, count + 1);
    return true;
  }

  close(key: string): void {
    const count = (this.#open.get(key) ?? 1) - 1;
    if (count > 0) this.#open.set(key, count);
    else this.#open.delete(key);
  }
}
