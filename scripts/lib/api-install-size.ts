import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { megabytes, type BudgetCheck } from './budgets';
import { ROOT } from './paths';
import { runOrThrow } from './run';

// What the API image's production stage installs (deploy/docker/api.Dockerfile): the root
// package.json and lock file with api/package.json alone, so no other workspace (@app/shared and
// its MUI and React among them) is installed, and `npm ci --omit=dev --workspace @app/api`. The
// bundle compiles in everything else it imports (api/build.mjs), so this is all the server runs.

/**
 * The API's production install. With @app/shared's front-end packages and all of quran-json it
 * held 269.5 MB of files (516 MB on disk); the bundle now compiles those in or copies the one
 * file it reads from them, and it holds ~103 MB.
 */
export const API_INSTALL_BUDGET_BYTES = 150 * 1024 * 1024;

/** The files the Dockerfile copies before its production `npm ci`, from the repository root. */
export const API_INSTALL_FILES = ['package.json', 'package-lock.json', 'api/package.json'] as const;

/**
 * The Dockerfile's command. --prefer-offline: npm's cache is warm after the repository's own
 * install, so no package's metadata is asked of the registry again.
 */
export const API_INSTALL_ARGS = [
  'ci',
  '--omit=dev',
  '--workspace',
  '@app/api',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
] as const;

/**
 * Where the install puts packages: the root's node_modules, and api's own for the versions it
 * needs apart from the rest of the workspace (drizzle-orm).
 */
const NODE_MODULES = ['node_modules', 'api/node_modules'] as const;

export interface ApiInstall {
  /** The bytes of every file installed (what an image layer holds, whatever the disk). */
  bytes: number;
  /** The largest packages (a scope counts as one), largest first. */
  largest: { name: string; bytes: number }[];
  durationMs: number;
}

/**
 * The bytes of the files under `dir`, symbolic links counted as links: a workspace is linked
 * into node_modules and is no part of the install.
 */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(entryPath) : lstatSync(entryPath).size;
  }
  return total;
}

/** The packages of a node_modules folder (a scope as one) and their bytes. */
function packagesIn(nodeModules: string, label: string): ApiInstall['largest'] {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.bin')
    .map((entry) => ({
      name: `${label}${entry.name}`,
      bytes: directoryBytes(path.join(nodeModules, entry.name)),
    }));
}

/** Installs the API's production dependencies in a temporary folder and measures them. */
export async function measureApiInstall(): Promise<ApiInstall> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-install-'));
  try {
    for (const file of API_INSTALL_FILES) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    }
    const started = performance.now();
    await runOrThrow('npm', [...API_INSTALL_ARGS], { cwd: dir });
    const durationMs = performance.now() - started;
    const bytes = NODE_MODULES.map((folder) => path.join(dir, folder))
      .filter((folder) => existsSync(folder))
      .reduce((sum, folder) => sum + directoryBytes(folder), 0);
    const largest = NODE_MODULES.flatMap((folder) =>
      packagesIn(path.join(dir, folder), folder === 'node_modules' ? '' : `${folder}/`),
    )
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8);
    return { bytes, largest, durationMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function apiInstallCheck(bytes: number): BudgetCheck {
  return {
    metric: 'API production install (npm ci --omit=dev -w @app/api)',
    kind: 'max',
    limit: API_INSTALL_BUDGET_BYTES,
    measured: bytes,
    format: megabytes,
  };
}
