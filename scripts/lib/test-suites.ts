import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}

/** Runs a command, mirroring its output, and resolves with exit code and what it printed. */
export function capture(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const mirror = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', mirror(process.stdout));
    child.stderr.on('data', mirror(process.stderr));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A step that is one check: passes when the command exits 0 (lint, format, type-check). */
export async function checkSuite(
  name: string,
  command: string,
  args: string[],
): Promise<SuiteResult> {
  const { code } = await capture(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

const CACHE = path.join(ROOT, '.cache');

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Component and unit tests of the browser apps. */
export async function jestSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'jest.json');
  rmSync(report, { force: true });
  const { code } = await capture('npx', ['jest', '--ci', '--json', `--outputFile=${report}`]);
  const result = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  }>(report);
  if (!result)
    return {
      name: 'jest',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `jest exited ${code} without a report`,
    };
  return {
    name: 'jest',
    passed: result.numPassedTests,
    failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
    skipped: result.numPendingTests,
  };
}

/** The API's integration tests (node:test); their spec reporter ends with `ℹ pass N` lines. */
export async function apiSuite(): Promise<SuiteResult> {
  const { code, output } = await capture('npm', ['test', '--silent', '-w', '@app/api']);
  const count = (label: string) => {
    const matches = [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)$`, 'gm'))];
    return matches.reduce((sum, match) => sum + Number(match[1]), 0);
  };
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) {
    return {
      name: 'api',
      passed,
      failed: 1,
      skipped: count('skipped'),
      note: `api tests exited ${code}`,
    };
  }
  return { name: 'api', passed, failed, skipped: count('skipped') + count('todo') };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** The browser tests in Chromium on the production build. */
export async function e2eSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'playwright.json');
  rmSync(report, { force: true });
  const { code } = await capture('npx', ['playwright', 'test']);
  const result = readJson<PlaywrightReport>(report);
  if (!result)
    return {
      name: 'e2e',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `playwright exited ${code} without a report`,
    };
  const { expected, unexpected, flaky, skipped } = result.stats;
  return {
    name: 'e2e',
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    ...(flaky > 0 ? { note: `${flaky} flaky: passed on their retry` } : {}),
  };
}

interface BudgetsReport {
  checks: { metric: string; status: 'pass' | 'warn' | 'fail' | 'waived' }[];
}

/**
 * Every speed and accessibility budget (`npm run bench`), one test each: within 10% of its limit
 * it passes, beyond it fails; a waived budget (awaiting a product decision) counts as skipped.
 */
export async function budgetsSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'budgets.json');
  rmSync(report, { force: true });
  const { code } = await capture(process.execPath, [
    'scripts/bootstrap.mjs',
    'bench',
    `--json=${report}`,
  ]);
  const result = readJson<BudgetsReport>(report);
  if (!result)
    return {
      name: 'budgets',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `npm run bench exited ${code} without a report`,
    };
  const count = (...statuses: string[]) =>
    result.checks.filter((check) => statuses.includes(check.status)).length;
  const waived = count('waived');
  return {
    name: 'budgets',
    passed: count('pass', 'warn'),
    failed: count('fail'),
    skipped: waived,
    ...(waived > 0 ? { note: `${waived} waived, awaiting a decision: see the table above` } : {}),
  };
}
