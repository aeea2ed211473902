// Finds the test files here and hands them over explicitly (the same on every Node, with no shell glob).
// The spec reporter is forced so the output ends with its `ℹ pass N` / `ℹ fail N` summary.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(apiDir, full)] : [];
  });
}

const files = only.length ? only : findTests(path.join(apiDir, 'test')).sort();
if (!process.env.DATABASE_URL) {
  console.log(
    'api tests: DATABASE_URL is unset, so the PostgreSQL variant of every suite is skipped (PGlite only).',
  );
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
);
process.exit(result.status ?? 1);
