// The shell's service worker: bundles shell/src/service-worker with esbuild, then lets
// workbox-build inject the precache manifest of the finished rspack build. Runs after
// `rspack build` (the shell's npm build script). workbox-webpack-plugin cannot be used: its
// InjectManifest throws under rspack 2.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { PRECACHE_GLOBS } from './precache-options';

const SHELL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell');
const WORKER_ENTRY = path.join(SHELL_DIR, 'src/service-worker/service-worker.ts');
const WORKER_FILE = 'service-worker.js';

/** Bundles the TypeScript worker into one classic script (workers load no modules here). */
async function bundleWorker(outfile: string): Promise<void> {
  await build({
    entryPoints: [WORKER_ENTRY],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // Workbox drops its development logging when it sees a production build.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/** Builds dist/service-worker.js for the shell's current dist folder. */
export async function buildServiceWorker(distDir = path.join(SHELL_DIR, 'dist')): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shell-sw-'));
  try {
    const bundled = path.join(workDir, WORKER_FILE);
    await bundleWorker(bundled);
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(distDir, WORKER_FILE),
      globDirectory: distDir,
      ...PRECACHE_GLOBS,
    });
    if (warnings.length > 0) throw new Error(`Service worker precache:\n${warnings.join('\n')}`);
    console.log(`${WORKER_FILE}: ${count} files precached (${Math.round(size / 1024)} KiB)`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServiceWorker();
}
