import {
  brokenSuite,
  emptyProblem,
  exitProblem,
  suiteResult,
  type SuiteResult,
} from './suite-result';

/** The parts of jest's `--json` report the count needs. */
export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  numRuntimeErrorTestSuites: number;
  testResults: Array<{
    name: string;
    status: string;
    message: string;
    assertionResults: Array<{ fullName: string; status: string; invocations?: number }>;
  }>;
}

/** Counts a jest run from its exit code and its JSON report (null when it wrote none). */
export function jestResult(code: number, report: JestReport | null, root = ''): SuiteResult {
  if (!report) return brokenSuite('jest', `jest exited ${code} without a report`);
  // A file that failed without a failing test never ran its tests: it did not load.
  const unloaded = report.testResults
    .filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    )
    .map((file) =>
      root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name,
    );
  const flaky = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1)
      .map((test) => test.fullName),
  );
  const passed = report.numPassedTests;
  const failed = report.numFailedTests;
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  const loadProblems =
    unloaded.length > 0 || report.numRuntimeErrorTestSuites > 0
      ? [
          `${Math.max(unloaded.length, report.numRuntimeErrorTestSuites)} test file(s) failed to load: ${unloaded.join(', ')}`,
        ]
      : [];
  return suiteResult(
    'jest',
    { passed, failed, skipped },
    {
      flaky,
      problems: [
        ...loadProblems,
        ...(loadProblems.length ? [] : exitProblem('jest', code, failed)),
        ...emptyProblem(passed + failed + skipped),
      ],
    },
  );
}
