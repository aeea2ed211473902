import type { SuiteResult } from './suite-result';

/** Failed tests plus one failure for each problem that makes a suite's counts untrustworthy. */
export const failuresOf = (result: SuiteResult) => result.failed + result.problems.length;

/**
 * The closing lines of `npm test`: one line per suite with its problems, the flaky line, and the
 * final `N passed, N failed, N skipped` that CI reads.
 */
export function summaryLines(results: SuiteResult[]): string[] {
  const lines = results.map((result) => {
    const notes = [...result.problems.map((problem) => `FAILED: ${problem}`)];
    if (result.flaky.length) notes.push(`${result.flaky.length} flaky`);
    if (result.note) notes.push(result.note);
    const failed = failuresOf(result);
    return `${result.name.padEnd(8)} ${result.passed} passed, ${failed} failed, ${result.skipped} skipped${notes.length ? `  (${notes.join('; ')})` : ''}`;
  });
  const flaky = results.flatMap((result) => result.flaky.map((test) => `${result.name}: ${test}`));
  lines.push(`flaky: ${flaky.length}${flaky.length ? ` (${flaky.join(', ')})` : ''}`);
  const total = (count: (result: SuiteResult) => number) =>
    results.reduce((sum, result) => sum + count(result), 0);
  lines.push(
    `${total((r) => r.passed)} passed, ${total(failuresOf)} failed, ${total((r) => r.skipped)} skipped`,
  );
  return lines;
}

/** Whether the run as a whole passed. */
export const runPassed = (results: SuiteResult[]) =>
  results.every((result) => failuresOf(result) === 0);
