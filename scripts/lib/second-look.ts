import { statusOf, type BudgetCheck } from './budgets';

/** The timings that broke their budget: only these are worth a second measurement. */
export function brokenTimings(checks: readonly BudgetCheck[]): BudgetCheck[] {
  return checks.filter((check) => check.timing && statusOf(check) === 'fail');
}

/**
 * Keeps the better of two measurements of each broken timing. On a shared machine another
 * process can lengthen a timing but never shorten it, so the better of two runs of the same
 * build is the nearer to what the code costs; a real regression breaks the budget in both.
 */
export function betterOfTwo(
  first: readonly BudgetCheck[],
  second: readonly BudgetCheck[],
): BudgetCheck[] {
  const retaken = new Map(second.map((check) => [check.metric, check]));
  return first.map((check) => {
    const again = retaken.get(check.metric);
    if (!again || !check.timing || statusOf(check) !== 'fail') return check;
    const better =
      check.kind === 'max'
        ? Math.min(check.measured, again.measured)
        : Math.max(check.measured, again.measured);
    return { ...check, measured: better, firstMeasured: check.measured };
  });
}
