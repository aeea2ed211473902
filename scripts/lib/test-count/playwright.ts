import {
  brokenSuite,
  emptyProblem,
  exitProblem,
  suiteResult,
  type SuiteResult,
} from './suite-result';

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; file?: string; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

/** The parts of Playwright's JSON report the count needs. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: Array<{ message?: string }>;
  suites?: PlaywrightSuite[];
}

/** `file › describe › title` of every test whose outcome is `status`. */
function testsWithStatus(suites: PlaywrightSuite[], status: string, path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === status))
      .map((spec) => [...here, spec.title].join(' › '));
    return [...own, ...testsWithStatus(suite.suites ?? [], status, here)];
  });
}

const firstLine = (message: string | undefined) =>
  (message ?? 'unknown error').split('\n')[0]!.trim();

/**
 * Counts a Playwright run from its exit code and JSON report. Errors outside any test (a spec
 * that fails to load, a duplicate title, a web server that never started) run no test and
 * leave every count at zero, so they are problems of their own.
 */
export function playwrightResult(code: number, report: PlaywrightReport | null): SuiteResult {
  if (!report) return brokenSuite('e2e', `playwright exited ${code} without a report`);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const errors = report.errors ?? [];
  return suiteResult(
    'e2e',
    { passed: expected + flaky, failed: unexpected, skipped },
    {
      flaky: testsWithStatus(report.suites ?? [], 'flaky'),
      problems: [
        ...(errors.length
          ? [
              `${errors.length} error(s) outside the tests: ${errors.map((e) => firstLine(e.message)).join(' | ')}`,
            ]
          : []),
        ...(errors.length ? [] : exitProblem('playwright', code, unexpected)),
        ...emptyProblem(expected + unexpected + flaky + skipped),
      ],
    },
  );
}
