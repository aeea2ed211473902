import { existsSync, writeFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { FAKETIME_LIBRARY } from '../../scripts/lib/browser';

// A platform on another date: its API runs under libfaketime, whose offset is read from a file
// on every reading of the clock, and each browser context gets Playwright's clock at the same
// instant. Moving the clock writes a larger offset and jumps the browsers' clocks with it; time
// then flows on as usual on both sides. The clock only moves forward: cookies the API sets
// expire by its clock, and the browser keeps them by the real one.

const SECOND_MS = 1000;

/** Why the shifted clock cannot run here, or null when it can. */
export function shiftedClockMissing(): string | null {
  return existsSync(FAKETIME_LIBRARY)
    ? null
    : `libfaketime is not installed (${FAKETIME_LIBRARY}); npm test installs it as root`;
}

export class ShiftedClock {
  readonly #offsetFile: string;
  readonly #contexts: BrowserContext[] = [];
  #offsetMs: number;

  /** A clock reading `start` now; the API started with `apiEnv` reads it. */
  constructor(offsetFile: string, start: Date) {
    this.#offsetFile = offsetFile;
    this.#offsetMs = start.getTime() - Date.now();
    if (this.#offsetMs < 0) throw new Error('The shifted clock only goes forward from now');
    this.#write();
  }

  /** The environment that puts the API on this clock. */
  get apiEnv(): Record<string, string> {
    return {
      LD_PRELOAD: FAKETIME_LIBRARY,
      FAKETIME_TIMESTAMP_FILE: this.#offsetFile,
      // Read on every call: the test moves the clock while the API runs.
      FAKETIME_NO_CACHE: '1',
      // Timers and intervals keep the real pace; only the wall clock moves.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    };
  }

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Puts a browser context on this clock (before its pages open). */
  async follow(context: BrowserContext): Promise<void> {
    await context.clock.install({ time: this.now() });
    this.#contexts.push(context);
  }

  /** Jumps forward to `instant` on the API and in every followed browser context. */
  async moveTo(instant: Date): Promise<void> {
    const step = instant.getTime() - this.now().getTime();
    if (step < 0) throw new Error(`The shifted clock cannot go back to ${instant.toISOString()}`);
    this.#offsetMs += step;
    this.#write();
    await Promise.all(this.#contexts.map((context) => context.clock.fastForward(step)));
  }

  #write(): void {
    // libfaketime's relative form: a signed number of seconds from the real time.
    writeFileSync(this.#offsetFile, `+${Math.round(this.#offsetMs / SECOND_MS)}\n`);
  }
}
