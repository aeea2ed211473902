import { seconds, type BudgetCheck } from './budgets';
import type { SignedInReloads } from './signed-in-reload';

/** A signed-in reload's budgets on loopback: usable at once, not after a fixed wait. */
export const RELOAD_P50_MS = 500;
export const RELOAD_P99_MS = 1000;
/**
 * The visitor landing page's reload p50 on the machine those two were set on (2026-11-27, two
 * cores, Lighthouse's CPU benchmark index 3765). On a machine that loads the same page slower
 * (a shared VM whose processes cost more to switch, say: the CPU index alone does not show it),
 * they grow by as much; they never shrink below the figures above.
 */
export const REFERENCE_LANDING_P50_MS = 80;

/** How many times slower this run's landing page reloaded than on the reference machine, >= 1. */
export function machineFactor(landingP50: number): number {
  return Math.max(1, landingP50 / REFERENCE_LANDING_P50_MS);
}
/**
 * Loopback figures move with the machine's load; the ratio to the visitor's landing page, taken
 * in the same run, does not: a signed-in page may cost at most this many landing pages.
 */
export const RELOAD_LANDING_RATIO = 3;

const times = (ratio: number): string => `${ratio.toFixed(2)}x`;

/** Three budgets per signed-in screen: p50, p99 and its p50 against the landing page's. */
export function reloadChecks({ landing, screens }: SignedInReloads): BudgetCheck[] {
  const factor = machineFactor(landing.p50);
  return screens.flatMap((screen) => {
    const metric = `signed-in reload until heading, ${screen.label}`;
    return [
      {
        metric: `${metric}: p50`,
        kind: 'max',
        limit: RELOAD_P50_MS * factor,
        measured: screen.p50,
        format: seconds,
        timing: true,
      },
      {
        metric: `${metric}: p99`,
        kind: 'max',
        limit: RELOAD_P99_MS * factor,
        measured: screen.p99,
        format: seconds,
        timing: true,
      },
      {
        metric: `${metric}: p50 / visitor landing p50`,
        kind: 'max',
        limit: RELOAD_LANDING_RATIO,
        measured: screen.p50 / landing.p50,
        format: times,
        timing: true,
      },
    ] satisfies BudgetCheck[];
  });
}
