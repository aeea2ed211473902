import {
  brokenSuite,
  emptyProblem,
  exitProblem,
  suiteResult,
  type SuiteResult,
} from './suite-result';

// eslint-disable-next-line no-control-regex -- colour codes are what this removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The value of the spec reporter's closing `ℹ <label> N` line, or null when it is missing. */
function summaryValue(output: string, label: string): number | null {
  const matches = [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)\\s*$`, 'gm'))];
  if (matches.length === 0) return null;
  return matches.reduce((sum, match) => sum + Number(match[1]), 0);
}

/** The names of the failing tests the spec reporter lists after `✖ failing tests:`. */
function failingNames(output: string): string[] {
  const start = output.indexOf('✖ failing tests:');
  if (start < 0) return [];
  return [...output.slice(start).matchAll(/^✖ (.+?)(?: \([\d.]+ms\))?$/gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'failing tests:');
}

/**
 * Test files whose process died of a signal and passed when the API's runner ran them again
 * (api/scripts/run-tests.mjs): flaky, not failed.
 */
function crashedAndPassedAgain(output: string): string[] {
  return [...output.matchAll(/^ℹ crashed, passed again: (\S+) \(\w+\)$/gm)].map(
    (match) => match[1]!,
  );
}

/**
 * Files node:test ran that declared no test: it counts each such file as one passing test named
 * after its path, at the top level of the spec output.
 */
function filesWithoutTests(output: string): string[] {
  return [...output.matchAll(/^✔ (\S+\.test\.[cm]?[jt]s) \([\d.]+ms\)$/gm)].map(
    (match) => match[1]!,
  );
}

/**
 * Counts a node:test run from its exit code and what its spec reporter printed. Files that
 * fail to load are reported by node:test as failing tests named after the file.
 */
export function nodeTestResult(name: string, code: number, rawOutput: string): SuiteResult {
  const output = rawOutput.replace(ANSI, '');
  const tests = summaryValue(output, 'tests');
  const pass = summaryValue(output, 'pass');
  const fail = summaryValue(output, 'fail');
  if (tests === null || pass === null || fail === null)
    return brokenSuite(name, `node --test exited ${code} without its summary (ℹ tests/pass/fail)`);
  const recovered = crashedAndPassedAgain(output);
  const failed = fail - recovered.length + (summaryValue(output, 'cancelled') ?? 0);
  const skipped = (summaryValue(output, 'skipped') ?? 0) + (summaryValue(output, 'todo') ?? 0);
  const unloaded = failingNames(output).filter(
    (test) => /\.test\.[cm]?[jt]s$/.test(test) && !recovered.includes(test),
  );
  const empty = filesWithoutTests(output);
  return suiteResult(
    name,
    { passed: pass - empty.length, failed, skipped },
    {
      flaky: recovered.map((file) => `${file} (crashed, passed again)`),
      problems: [
        ...(unloaded.length ? [`test file(s) failed to load: ${unloaded.join(', ')}`] : []),
        ...(empty.length ? [`test file(s) with no test: ${empty.join(', ')}`] : []),
        ...exitProblem('node --test', code, failed),
        ...emptyProblem(tests - empty.length),
      ],
    },
  );
}
