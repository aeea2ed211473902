import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task every `everyMs` until stopped: a run never overlaps the last, a failure is logged
 * and the next run goes on, and stopping waits for the run in flight, so none writes into a
 * closed database. What a run must do once across several API processes is the task's to
 * claim in the database; the timer only says when to look.
 */
export class PeriodicRun {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly task: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => {
      if (this.#running) return;
      this.#running = this.task()
        .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
        .finally(() => (this.#running = null));
    }, this.everyMs);
    // A periodic run alone never keeps a process alive.
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
