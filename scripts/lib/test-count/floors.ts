import type { SuiteResult } from './suite-result';

/**
 * How many tests each suite had at its last count. A run with fewer than FLOOR_SHARE of them
 * fails, so a suite that silently loses files (a glob that stops matching, a directory moved
 * out of a runner's roots) cannot pass. Raise a count when a suite grows; the summary says when.
 *
 * The API suite runs every database test twice when DATABASE_URL is set (PGlite and PostgreSQL)
 * and once otherwise, so it has a count for each.
 */
export const LAST_COUNTS = {
  jest: 1269,
  api: { withPostgres: 893, pgliteOnly: 309 },
  e2e: 155,
  budgets: 24,
} as const;

export const FLOOR_SHARE = 0.9;

/** The last count that applies to this suite in this environment, if it has one. */
export function lastCountOf(name: string, env: NodeJS.ProcessEnv = process.env): number | null {
  switch (name) {
    case 'jest':
    case 'e2e':
    case 'budgets':
      return LAST_COUNTS[name];
    case 'api':
      return env.DATABASE_URL ? LAST_COUNTS.api.withPostgres : LAST_COUNTS.api.pgliteOnly;
    default:
      return null;
  }
}

/**
 * Holds a result against its floor: fewer tests than the floor is a problem; clearly more than
 * the last count is a reminder to raise it. A run of a subset of a suite is not held to it.
 */
export function holdToFloor(result: SuiteResult, lastCount: number | null): SuiteResult {
  if (lastCount === null) return result;
  const total = result.passed + result.failed + result.skipped;
  const floor = Math.ceil(lastCount * FLOOR_SHARE);
  if (total < floor) {
    return {
      ...result,
      problems: [
        ...result.problems,
        `${total} tests, below its floor of ${floor} (90% of the last count, ${lastCount})`,
      ],
    };
  }
  if (total > lastCount * (2 - FLOOR_SHARE)) {
    const reminder = `${total} tests, last count ${lastCount}: raise it in scripts/lib/test-count/floors.ts`;
    return { ...result, note: result.note ? `${result.note}; ${reminder}` : reminder };
  }
  return result;
}
