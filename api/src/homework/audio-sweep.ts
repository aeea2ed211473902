import type { FastifyBaseLogger } from 'fastify';

/** How often recordings past their retention are looked for. */
export const AUDIO_SWEEP_MS = 60 * 60 * 1000;

/**
 * Runs the retention sweep every AUDIO_SWEEP_MS until stopped; a run never overlaps the last,
 * and stopping waits for the one in flight, so none deletes into a closed database. Every API
 * process may run it: a recording's row is marked before its file goes, by one of them.
 */
export class AudioSweep {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly sweep: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => {
      if (this.#running) return;
      this.#running = this.sweep()
        .catch((error: unknown) => this.log.error({ err: error }, 'recordings sweep failed'))
        .finally(() => (this.#running = null));
    }, AUDIO_SWEEP_MS);
    // The sweep alone never keeps a process alive.
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
