/**
 * Named timeouts that all stop when the app closes, so a grace period or ring timeout never
 * fires into a closed database. Scheduling a name again replaces the earlier timeout.
 */
export class Timers {
  readonly #pending = new Map<string, NodeJS.Timeout>();
  #closed = false;

  get closed(): boolean {
    return this.#closed;
  }

  schedule(
    name: string,
    delayMs: number,
    task: () => Promise<void>,
    onError: (e: unknown) => void,
  ) {
    if (this.#closed) return;
    this.cancel(name);
    const handle = setTimeout(() => {
      this.#pending.delete(name);
      if (!this.#closed) task().catch(onError);
    }, delayMs);
    this.#pending.set(name, handle);
  }

  /** Runs a task every interval until close; a run never overlaps the previous one. */
  every(intervalMs: number, task: () => Promise<void>, onError: (e: unknown) => void) {
    let running = false;
    const handle = setInterval(() => {
      if (running || this.#closed) return;
      running = true;
      task()
        .catch(onError)
        .finally(() => (running = false));
    }, intervalMs);
    this.#pending.set(`every:${this.#pending.size}:${Math.random()}`, handle);
  }

  cancel(name: string): void {
    const handle = this.#pending.get(name);
    if (handle) clearTimeout(handle);
    this.#pending.delete(name);
  }

  close(): void {
    this.#closed = true;
    for (const handle of this.#pending.values()) clearTimeout(handle);
    this.#pending.clear();
  }
}
