/**
 * @jest-environment node
 */
// The counting behind `npm test`'s last line: a run that crashed, failed to load, ran nothing or
// passed only on a retry must never read as a clean pass.
import { describe, expect, it } from '@jest/globals';
import { budgetsResult } from '../lib/test-count/budgets';
import { holdToFloor, lastCountOf } from '../lib/test-count/floors';
import { jestResult, type JestReport } from '../lib/test-count/jest';
import { nodeTestResult } from '../lib/test-count/node-test';
import { playwrightResult, type PlaywrightReport } from '../lib/test-count/playwright';
import type { SuiteResult } from '../lib/test-count/suite-result';
import { runPassed, summaryLines } from '../lib/test-count/summary';

const finalLine = (results: SuiteResult[]) => summaryLines(results).at(-1);
const flakyLine = (results: SuiteResult[]) => summaryLines(results).at(-2);

const nodeSummary = (counts: { tests: number; pass: number; fail: number; skipped?: number }) =>
  [
    `ℹ tests ${counts.tests}`,
    'ℹ suites 1',
    `ℹ pass ${counts.pass}`,
    `ℹ fail ${counts.fail}`,
    'ℹ cancelled 0',
    `ℹ skipped ${counts.skipped ?? 0}`,
    'ℹ todo 0',
    'ℹ duration_ms 12.5',
  ].join('\n');

const jestReport = (overrides: Partial<JestReport> = {}): JestReport => ({
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [
    {
      name: '/repo/shell/test/a.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [
        { fullName: 'a one', status: 'passed' },
        { fullName: 'a two', status: 'passed' },
        { fullName: 'a three', status: 'passed' },
      ],
    },
  ],
  ...overrides,
});

const playwrightReport = (overrides: Partial<PlaywrightReport> = {}): PlaywrightReport => ({
  stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'meeting/call.spec.ts',
      specs: [
        { title: 'a call connects', tests: [{ status: 'expected' }] },
        { title: 'a call ends', tests: [{ status: 'expected' }] },
      ],
    },
  ],
  ...overrides,
});

describe('jest', () => {
  it('a clean run passes', () => {
    const result = jestResult(0, jestReport(), '/repo');
    expect(result).toMatchObject({ passed: 3, failed: 0, problems: [] });
    expect(finalLine([result])).toBe('3 passed, 0 failed, 0 skipped');
    expect(runPassed([result])).toBe(true);
  });

  it('a crashed run without a report fails and says so', () => {
    const result = jestResult(1, null);
    expect(runPassed([result])).toBe(false);
    expect(summaryLines([result])[0]).toContain('FAILED: jest exited 1 without a report');
    expect(finalLine([result])).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('a test file that fails to load fails the run and is named', () => {
    const report = jestReport({
      numRuntimeErrorTestSuites: 1,
      testResults: [
        ...jestReport().testResults,
        {
          name: '/repo/shell/test/broken.test.ts',
          status: 'failed',
          message: "Cannot find module './gone'",
          assertionResults: [],
        },
      ],
    });
    const result = jestResult(1, report, '/repo');
    expect(runPassed([result])).toBe(false);
    expect(result.problems).toEqual(['1 test file(s) failed to load: shell/test/broken.test.ts']);
    expect(finalLine([result])).toBe('3 passed, 1 failed, 0 skipped');
  });

  it('a run of no test fails', () => {
    const report = jestReport({ numPassedTests: 0, testResults: [] });
    const result = jestResult(0, report);
    expect(result.problems).toEqual(['ran no test']);
    expect(runPassed([result])).toBe(false);
  });

  it('a non-zero exit with every test passing fails', () => {
    const result = jestResult(1, jestReport());
    expect(result.problems).toEqual(['jest exited 1 with no failed test']);
  });

  it('a test that passed on a retry is counted as passed and named as flaky', () => {
    const report = jestReport({
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'passed',
          message: '',
          assertionResults: [{ fullName: 'reconnects', status: 'passed', invocations: 2 }],
        },
      ],
    });
    const result = jestResult(0, report);
    expect(runPassed([result])).toBe(true);
    expect(flakyLine([result])).toBe('flaky: 1 (jest: reconnects)');
  });
});

describe('node:test (the API suite)', () => {
  it('counts the spec reporter summary, colour codes and all', () => {
    const output = `\u001b[32m✔ a test\u001b[39m\n\u001b[34m${nodeSummary({ tests: 4, pass: 3, fail: 0, skipped: 1 })}\u001b[39m`;
    const result = nodeTestResult('api', 0, output);
    expect(result).toMatchObject({ passed: 3, failed: 0, skipped: 1, problems: [] });
  });

  it('a run that printed no summary fails, whatever its exit code', () => {
    const result = nodeTestResult('api', 0, 'Could not find "/repo/api/test"');
    expect(runPassed([result])).toBe(false);
    expect(result.problems[0]).toContain('without its summary');
  });

  it('a crashed run fails', () => {
    const result = nodeTestResult('api', 1, nodeSummary({ tests: 2, pass: 2, fail: 0 }));
    expect(result.problems).toEqual(['node --test exited 1 with no failed test']);
  });

  it('a file that fails to load is a failure and is named', () => {
    const output = [
      '✖ /repo/api/test/broken.test.ts (50.2ms)',
      nodeSummary({ tests: 3, pass: 2, fail: 1 }),
      '',
      '✖ failing tests:',
      '',
      'test at api/test/broken.test.ts:1:1',
      '✖ /repo/api/test/broken.test.ts (50.2ms)',
      "  Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/repo/api/src/gone'",
    ].join('\n');
    const result = nodeTestResult('api', 1, output);
    expect(runPassed([result])).toBe(false);
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual(['test file(s) failed to load: /repo/api/test/broken.test.ts']);
  });

  it('a file that crashed and passed when run again is flaky, not failed', () => {
    const crashed = [
      '✖ test/meetings/jitsi-token.test.ts (6623.1ms)',
      nodeSummary({ tests: 5, pass: 4, fail: 1 }),
      '',
      '✖ failing tests:',
      '',
      'test at test/meetings/jitsi-token.test.ts:1:1',
      '✖ test/meetings/jitsi-token.test.ts (6623.1ms)',
      "  'test failed'",
    ];
    const result = nodeTestResult(
      'api',
      0,
      [...crashed, 'ℹ crashed, passed again: test/meetings/jitsi-token.test.ts (SIGTRAP)'].join(
        '\n',
      ),
    );
    expect(result).toMatchObject({ passed: 4, failed: 0, problems: [] });
    expect(result.flaky).toEqual(['test/meetings/jitsi-token.test.ts (crashed, passed again)']);
    expect(runPassed([result])).toBe(true);
    // Without the runner's word it stays a failure.
    expect(runPassed([nodeTestResult('api', 1, crashed.join('\n'))])).toBe(false);
  });

  it('zero tests fails', () => {
    const result = nodeTestResult('api', 0, nodeSummary({ tests: 0, pass: 0, fail: 0 }));
    expect(result.problems).toEqual(['ran no test']);
    expect(finalLine([result])).toBe('0 passed, 1 failed, 0 skipped');
  });
});

describe('Playwright (the browser suite)', () => {
  it('a spec that fails to load fails the run, though every count is zero', () => {
    const report = playwrightReport({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [{ message: "Error: Cannot find module '../support/gone'\n    at e2e/x.spec.ts:1" }],
    });
    const result = playwrightResult(1, report);
    expect(runPassed([result])).toBe(false);
    expect(result.problems).toEqual([
      "1 error(s) outside the tests: Error: Cannot find module '../support/gone'",
      'ran no test',
    ]);
    expect(summaryLines([result])[0]).toMatch(
      /^e2e {6}0 passed, 2 failed, 0 skipped {2}\(FAILED: /,
    );
  });

  it('a web server that never started (no report) fails', () => {
    expect(playwrightResult(1, null).problems).toEqual(['playwright exited 1 without a report']);
  });

  it('a non-zero exit with clean counts fails', () => {
    expect(playwrightResult(1, playwrightReport()).problems).toEqual([
      'playwright exited 1 with no failed test',
    ]);
  });

  it('a flaky test is counted as passed and named on the flaky line', () => {
    const report = playwrightReport({
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'meeting/call.spec.ts',
          specs: [
            { title: 'a call connects', tests: [{ status: 'expected' }] },
            { title: 'a call ends', tests: [{ status: 'flaky' }] },
          ],
        },
      ],
    });
    const result = playwrightResult(0, report);
    expect(runPassed([result])).toBe(true);
    expect(summaryLines([result])).toEqual([
      'e2e      2 passed, 0 failed, 0 skipped  (1 flaky)',
      'flaky: 1 (e2e: meeting/call.spec.ts › a call ends)',
      '2 passed, 0 failed, 0 skipped',
    ]);
  });
});

describe('budgets', () => {
  it('an empty report fails; waived budgets are skipped and said', () => {
    expect(budgetsResult(0, { checks: [] }).problems).toEqual(['ran no test']);
    const result = budgetsResult(0, {
      checks: [
        { metric: 'landing', status: 'pass' },
        { metric: 'admin', status: 'waived' },
      ],
    });
    expect(result).toMatchObject({ passed: 1, skipped: 1, problems: [] });
    expect(result.note).toContain('1 waived');
  });
});

describe('floors', () => {
  const clean = (passed: number) =>
    nodeTestResult('api', 0, nodeSummary({ tests: passed, pass: passed, fail: 0 }));

  it('a suite that lost files falls below its floor and fails, naming the suite', () => {
    const result = holdToFloor(clean(50), 100);
    expect(runPassed([result])).toBe(false);
    expect(summaryLines([result])[0]).toBe(
      'api      50 passed, 1 failed, 0 skipped  (FAILED: 50 tests, below its floor of 90 (90% of the last count, 100))',
    );
  });

  it('at or above the floor passes; well above the last count asks for it to be raised', () => {
    expect(holdToFloor(clean(90), 100).problems).toEqual([]);
    expect(holdToFloor(clean(120), 100).note).toContain('raise it');
  });

  it('the API suite is held to the count of the databases this run tests', () => {
    expect(lastCountOf('api', { DATABASE_URL: 'postgres://x' })).toBeGreaterThan(
      lastCountOf('api', {})!,
    );
    expect(lastCountOf('format', {})).toBeNull();
  });
});
