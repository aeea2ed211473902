import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS, ROOT } from './paths';
import { runOrThrow } from './run';

const STAMP = '.build-stamp';
const IGNORED = new Set(['node_modules', 'dist', 'data', 'test']);

/** The newest modification time of anything under the given paths. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const info = statSync(target);
    if (info.isFile()) {
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    for (const entry of readdirSync(target))
      if (!IGNORED.has(entry)) visit(path.join(target, entry));
  };
  paths.forEach(visit);
  return newest;
}

/** What an app's build depends on: its own sources and the shared code and build tooling. */
function inputsOf(appDir: string): string[] {
  return [
    path.join(ROOT, appDir),
    path.join(ROOT, 'shared/src'),
    path.join(ROOT, 'shared/package.json'),
    path.join(ROOT, 'tooling/rspack'),
    path.join(ROOT, 'package-lock.json'),
    // The shell's build also bundles its service worker.
    ...(appDir === 'shell' ? [path.join(ROOT, 'tooling/pwa')] : []),
  ];
}

function isStale(appDir: string): boolean {
  const stamp = path.join(ROOT, appDir, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  return newestMtime(inputsOf(appDir)) > statSync(stamp).mtimeMs;
}

/** Builds (in production mode) every front-end app whose inputs changed since its last build. */
export async function buildStaleFrontEnds(force = false): Promise<void> {
  for (const app of FRONT_END_APPS) {
    if (!force && !isStale(app.dir)) continue;
    console.log(`Building ${app.dir}...`);
    // Each app's own build script: rspack in production mode, plus whatever the app adds
    // after it (the shell's service worker).
    await runOrThrow('npm', ['run', 'build'], { cwd: path.join(ROOT, app.dir) });
    writeFileSync(path.join(ROOT, app.dir, 'dist', STAMP), new Date().toISOString());
  }
}

/** Bundles the API for production when its sources changed. */
export async function buildStaleApi(force = false): Promise<void> {
  const stamp = path.join(ROOT, 'api/dist', STAMP);
  const inputs = [
    path.join(ROOT, 'api/src'),
    path.join(ROOT, 'api/package.json'),
    path.join(ROOT, 'shared/src/protocol'),
  ];
  if (!force && existsSync(stamp) && newestMtime(inputs) <= statSync(stamp).mtimeMs) return;
  console.log('Building api...');
  await runOrThrow('npm', ['run', 'build', '-w', '@app/api'], { cwd: ROOT });
  writeFileSync(stamp, new Date().toISOString());
}
