// drizzle-kit is hoisted to the root node_modules but drizzle-orm lives in api/node_modules,
// and drizzle-kit imports drizzle-orm from its own location. Link it there for the run.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const link = fileURLToPath(new URL('../../node_modules/drizzle-orm', import.meta.url));
const created = !existsSync(link);
if (created) symlinkSync(`${apiDir}node_modules/drizzle-orm`, link, 'dir');
try {
  const args = ['drizzle-kit', 'generate', ...process.argv.slice(2)];
  const result = spawnSync('npx', args, { cwd: apiDir, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (created) rmSync(link);
}
