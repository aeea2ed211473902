/**
 * @jest-environment node
 */
// The three runners, really run on tiny suites that break the way real ones do, and their real
// output fed to the counting: a format change in a runner's report shows up here, not as a
// clean line over a run that tested nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { jestResult, type JestReport } from '../lib/test-count/jest';
import { nodeTestResult } from '../lib/test-count/node-test';
import { playwrightResult, type PlaywrightReport } from '../lib/test-count/playwright';
import { runPassed, summaryLines } from '../lib/test-count/summary';

const ROOT = path.resolve(__dirname, '..', '..');
// Inside the repository, so the fixtures resolve the project's own runners.
mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
const FIXTURES = mkdtempSync(path.join(ROOT, '.cache', 'runner-fixtures-'));
afterAll(() => rmSync(FIXTURES, { recursive: true, force: true }));

function fixture(name: string, files: Record<string, string>): string {
  const dir = path.join(FIXTURES, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function run(command: string, args: string[]) {
  // Outside jest's own worker (Playwright refuses to run inside one) and outside CI's settings.
  const { CI: _ci, JEST_WORKER_ID: _worker, ...env } = process.env;
  const child = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { code: child.status ?? 1, output: `${child.stdout}${child.stderr}` };
}

const PASSING_NODE_TEST = "import { test } from 'node:test';\ntest('adds', () => {});\n";

describe('node:test', () => {
  it('a file that fails to load fails the count and is named', () => {
    const dir = fixture('node-broken', {
      'ok.test.mjs': PASSING_NODE_TEST,
      'broken.test.mjs': "import './missing.mjs';\n",
    });
    const { code, output } = run(process.execPath, [
      '--test',
      '--test-reporter=spec',
      path.join(dir, 'ok.test.mjs'),
      path.join(dir, 'broken.test.mjs'),
    ]);
    const result = nodeTestResult('api', code, output);
    expect(runPassed([result])).toBe(false);
    expect(result.passed).toBe(1);
    expect(result.problems.join()).toContain('broken.test.mjs');
  }, 60_000);

  it('a file with no test is a run of nothing, and fails', () => {
    const dir = fixture('node-empty', { 'empty.test.mjs': 'export {};\n' });
    const { code, output } = run(process.execPath, [
      '--test',
      '--test-reporter=spec',
      path.join(dir, 'empty.test.mjs'),
    ]);
    const result = nodeTestResult('api', code, output);
    expect(result.passed).toBe(0);
    expect(result.problems).toEqual([
      `test file(s) with no test: ${path.join(dir, 'empty.test.mjs')}`,
      'ran no test',
    ]);
  }, 60_000);
});

describe('jest', () => {
  const runJest = (dir: string) => {
    const report = path.join(dir, 'report.json');
    const { code } = run('npx', [
      'jest',
      '--config',
      JSON.stringify({ rootDir: dir, testEnvironment: 'node', transform: {} }),
      '--ci',
      '--json',
      `--outputFile=${report}`,
    ]);
    return jestResult(code, JSON.parse(readFileSync(report, 'utf8')) as JestReport, dir);
  };

  it('a test file that fails to load fails the count and is named', () => {
    const dir = fixture('jest-broken', {
      'ok.test.js': "test('adds', () => expect(1 + 1).toBe(2));\n",
      'broken.test.js': "require('./missing');\ntest('never runs', () => {});\n",
    });
    const result = runJest(dir);
    expect(runPassed([result])).toBe(false);
    expect(result.passed).toBe(1);
    expect(result.problems).toEqual(['1 test file(s) failed to load: broken.test.js']);
  }, 60_000);
});

describe('Playwright', () => {
  const runPlaywright = (dir: string) => {
    const report = path.join(dir, 'report.json');
    writeFileSync(
      path.join(dir, 'playwright.config.mjs'),
      `export default { testDir: ${JSON.stringify(dir)}, retries: 1, reporter: [['json', { outputFile: ${JSON.stringify(report)} }]] };\n`,
    );
    const { code } = run('npx', [
      'playwright',
      'test',
      '-c',
      path.join(dir, 'playwright.config.mjs'),
    ]);
    return playwrightResult(code, JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport);
  };
  const PASSING_SPEC = "import { test } from '@playwright/test';\ntest('adds', () => {});\n";

  it('a spec whose import breaks runs nothing, and the count fails', () => {
    const dir = fixture('playwright-broken', {
      'ok.spec.mjs': PASSING_SPEC,
      'broken.spec.mjs': "import './missing.mjs';\n",
    });
    const result = runPlaywright(dir);
    expect(runPassed([result])).toBe(false);
    expect(result.problems.join()).toContain('missing.mjs');
    expect(summaryLines([result])[0]).toMatch(/^e2e .*FAILED: /);
  }, 60_000);

  it('a duplicate title runs nothing, and the count fails', () => {
    const dir = fixture('playwright-duplicate', {
      'twice.spec.mjs': `${PASSING_SPEC}test('adds', () => {});\n`,
    });
    const result = runPlaywright(dir);
    expect(runPassed([result])).toBe(false);
    expect(result.problems.join()).toMatch(/duplicate/i);
  }, 60_000);

  it('a test that passes on its retry is named on the flaky line', () => {
    const dir = fixture('playwright-flaky', {
      'flaky.spec.mjs':
        "import { expect, test } from '@playwright/test';\ntest('settles on the second try', ({}, info) => expect(info.retry).toBe(1));\n",
    });
    const result = runPlaywright(dir);
    expect(runPassed([result])).toBe(true);
    expect(summaryLines([result]).at(-2)).toBe(
      'flaky: 1 (e2e: flaky.spec.mjs › settles on the second try)',
    );
  }, 60_000);
});
