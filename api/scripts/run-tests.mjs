// Finds the test files here and hands them over explicitly (the same on every Node, with no shell glob).
// The spec reporter is forced so the output ends with its `ℹ pass N` / `ℹ fail N` summary.
//
// A test file whose process dies of a signal (V8 has been seen aborting at exit, in its own
// clean-up of WebAssembly code, after every test of the file passed) runs once more, alone. When
// that was the run's only failure and the file passes again, the run passes, and a line
// `ℹ crashed, passed again: <file> (<signal>)` says so; the summary counts it as flaky.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// Two files at a time even on two cores: a file spends much of its time waiting on PostgreSQL,
// Redis or a child process, and each has its own database, so they do not meet.
const CONCURRENCY = Math.max(2, os.availableParallelism() - 1);
const only = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(apiDir, full)] : [];
  });
}

/** Runs the files with the spec reporter on `stdio`; answers the exit status and the failures. */
function run(files, stdio) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-tests-'));
  const failures = path.join(dir, 'failures.jsonl');
  try {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${CONCURRENCY}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${path.join(apiDir, 'scripts/crash-reporter.mjs')}`,
        `--test-reporter-destination=${failures}`,
        ...files,
      ],
      {
        cwd: apiDir,
        stdio,
        encoding: 'utf8',
        env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
      },
    );
    const lines = readFileSync(failures, 'utf8').split('\n').filter(Boolean);
    return {
      status: result.status ?? 1,
      output: result.stdout ?? '',
      failures: lines.map((line) => JSON.parse(line)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const files = only.length ? only : findTests(path.join(apiDir, 'test')).sort();
if (!process.env.DATABASE_URL) {
  console.log(
    'api tests: DATABASE_URL is unset, so the PostgreSQL variant of every suite is skipped (PGlite only).',
  );
}
const first = run(files, 'inherit');
const crashed = first.failures.filter((failure) => failure.crashed);
const onlyCrashes =
  first.status !== 0 && crashed.length > 0 && crashed.length === first.failures.length;
if (!onlyCrashes) process.exit(first.status);

// The rerun's own output stays unprinted, so the run's counts stay those above.
// Each is named as the spec reporter named it above, so the counts can tell which it was.
for (const { crashed: file, name, signal } of crashed) {
  if (run([file], 'pipe').status !== 0) {
    console.log(`ℹ crashed (${signal}), and failed when run again: ${name}`);
    process.exit(first.status);
  }
  console.log(`ℹ crashed, passed again: ${name} (${signal})`);
}
process.exit(0);
