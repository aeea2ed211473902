// The one plain-JavaScript file: it must run on a fresh clone before TypeScript tooling exists.
// It installs dependencies when they are missing or older than the lock file, then hands over
// to the TypeScript script for the command (scripts/<command>.ts) through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/bootstrap.mjs <command> [...args]');
  process.exit(2);
}

const installedMarker = path.join(root, 'node_modules/.package-lock.json');
const lockFile = path.join(root, 'package-lock.json');
const needsInstall =
  !existsSync(installedMarker) || statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs;
if (needsInstall) {
  // `npm install`, not `npm ci`: it follows the lock file just the same, but `npm ci` refuses a
  // lock file that lacks other platforms' optional binaries (rspack, swc, rollup), which a
  // registry mirror serving only this platform's packages cannot record.
  console.log('Installing dependencies (npm install from package-lock.json)...');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const script = path.join(root, 'scripts', `${command}.ts`);
if (!existsSync(script)) {
  console.error(`Unknown command "${command}" (no scripts/${command}.ts)`);
  process.exit(2);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
