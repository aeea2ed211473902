import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { budgetsResult, checkResult, type BudgetsReport } from './test-count/budgets';
import { holdToFloor, lastCountOf } from './test-count/floors';
import { jestResult, type JestReport } from './test-count/jest';
import { nodeTestResult } from './test-count/node-test';
import { playwrightResult, type PlaywrightReport } from './test-count/playwright';
import type { SuiteResult } from './test-count/suite-result';

export type { SuiteResult } from './test-count/suite-result';

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
  return checkResult(name, code);
}

const CACHE = path.join(ROOT, '.cache');

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Component and unit tests of the browser apps and of the scripts. */
export async function jestSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'jest.json');
  rmSync(report, { force: true });
  // Jest's default keeps a core for itself, which on two cores leaves one worker and an idle core.
  const workers = String(Math.max(2, availableParallelism() - 1));
  const { code } = await capture('npx', [
    'jest',
    '--ci',
    `--maxWorkers=${workers}`,
    '--json',
    `--outputFile=${report}`,
  ]);
  return holdToFloor(jestResult(code, readJson<JestReport>(report), ROOT), lastCountOf('jest'));
}

/** The API's integration tests (node:test with its spec reporter). */
export async function apiSuite(): Promise<SuiteResult> {
  const { code, output } = await capture('npm', ['test', '--silent', '-w', '@app/api']);
  return holdToFloor(nodeTestResult('api', code, output), lastCountOf('api'));
}

/** The browser tests in Chromium on the production build. */
export async function e2eSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'playwright.json');
  rmSync(report, { force: true });
  const { code } = await capture('npx', ['playwright', 'test']);
  return holdToFloor(
    playwrightResult(code, readJson<PlaywrightReport>(report)),
    lastCountOf('e2e'),
  );
}

/** Every speed and accessibility budget (`npm run bench`), one test each. */
export async function budgetsSuite(): Promise<SuiteResult> {
  const report = path.join(CACHE, 'budgets.json');
  rmSync(report, { force: true });
  const { code } = await capture(process.execPath, [
    'scripts/bootstrap.mjs',
    'bench',
    `--json=${report}`,
  ]);
  return holdToFloor(budgetsResult(code, readJson<BudgetsReport>(report)), lastCountOf('budgets'));
}
