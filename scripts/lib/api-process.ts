import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './paths';

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  corsOrigins: string;
  /** Extra environment (SEED_DEMO, DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** Run the TypeScript sources through tsx instead of the production bundle. */
  fromSource?: boolean;
  /** Also append the API's log (its stdout) to this file, for tests that read what it logged. */
  logFile?: string;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`The API did not become healthy at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts the API as its own process and resolves once GET /health answers. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const entry = options.fromSource
    ? ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')]
    : [path.join(ROOT, 'api/dist/server.js')];
  const child = spawn(process.execPath, entry, {
    cwd: path.join(ROOT, 'api'),
    stdio: options.logFile ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      CORS_ORIGINS: options.corsOrigins,
      ...options.env,
    },
  });
  if (options.logFile && child.stdout) {
    const file = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout.pipe(process.stdout, { end: false });
    child.stdout.pipe(file);
  }
  const url = `http://localhost:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
