import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** One log line of the API (pino JSON), or the raw text when a line is not JSON. */
export type LogLine = Record<string, unknown>;

/** The real `src/server.ts` in a process of its own, as production runs it. */
export class ApiProcess {
  output = '';
  #exit: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.#exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * Starts it with `env` on top of the test's environment (less its database and Redis) and
   * waits for its listening line.
   */
  static async start(port: number, env: Record<string, string>): Promise<ApiProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        // CI exports these for other suites: a process here uses only the stores its test names.
        DATABASE_URL: '',
        REDIS_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        SESSION_SECRET: 'operations-test-session-secret-long-enough-1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api = new ApiProcess(child, port);
    for (let waited = 0; !api.output.includes('API listening on'); waited += 50) {
      if (child.exitCode !== null || waited > 60_000) {
        child.kill('SIGKILL');
        throw new Error(`API did not start:\n${api.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The JSON log lines so far. */
  lines(): LogLine[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** Resolves with the exit code once the process is gone. */
  exited(): Promise<number | null> {
    return this.#exit;
  }

  /** SIGTERM, then the exit code and how long the process took to go. */
  async terminate(): Promise<{ code: number | null; ms: number }> {
    const started = Date.now();
    this.child.kill('SIGTERM');
    const code = await this.#exit;
    return { code, ms: Date.now() - started };
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** Polls `probe` until it returns true (or throws the last failure after `ms`). */
export async function eventually(
  probe: () => Promise<boolean>,
  what: string,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
