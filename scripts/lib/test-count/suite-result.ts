/** What one suite of `npm test` reports: its counts, and whatever makes them untrustworthy. */
export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed and then passed on their retry: counted as passed, and named. */
  flaky: string[];
  /**
   * Why the counts cannot be trusted although they may look clean: the runner crashed, a file
   * failed to load, nothing ran, or fewer tests ran than the suite's floor. Each one is a failure.
   */
  problems: string[];
  /** Anything else worth a line in the summary (waived budgets, a stale floor). */
  note?: string;
}

/** A result with no problems and no flaky tests; the parsers fill in the rest. */
export function suiteResult(
  name: string,
  counts: Pick<SuiteResult, 'passed' | 'failed' | 'skipped'>,
  extra: Partial<Pick<SuiteResult, 'flaky' | 'problems' | 'note'>> = {},
): SuiteResult {
  return {
    name,
    ...counts,
    flaky: extra.flaky ?? [],
    problems: extra.problems ?? [],
    ...(extra.note ? { note: extra.note } : {}),
  };
}

/** A suite that could not even report counts. */
export function brokenSuite(name: string, problem: string): SuiteResult {
  return suiteResult(name, { passed: 0, failed: 0, skipped: 0 }, { problems: [problem] });
}

/** The problem of a runner that exited non-zero although no test failed, if it did. */
export function exitProblem(runner: string, code: number, failed: number): string[] {
  return code !== 0 && failed === 0 ? [`${runner} exited ${code} with no failed test`] : [];
}

/** The problem of a suite that ran nothing, if it did. */
export function emptyProblem(total: number): string[] {
  return total === 0 ? ['ran no test'] : [];
}
