import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why a test that starts its own Redis cannot run here, or null when it can. */
export function ownRedisUnavailable(): string | null {
  return has('redis-server') ? null : 'redis-server is not installed';
}

/**
 * A redis-server of the test's own, on a free port in a temp dir, that the test may stop and
 * start again (never the machine's shared one).
 */
export class OwnRedis {
  #child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(
      await freePort(),
      mkdtempSync(path.join(os.tmpdir(), 'quran-own-redis-')),
    );
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts (again) on the same port and waits until it accepts connections. */
  async resume(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.#child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${output}`)));
    });
  }

  /** Stops it and waits for the process to be gone. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Why a test that starts its own PostgreSQL cannot run here, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  if (!has('initdb') || !has('pg_ctl'))
    return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed';
  if (process.getuid?.() === 0 && !has('runuser'))
    return 'running as root without runuser to start PostgreSQL as the postgres user';
  return null;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temp dir, a free port, trust auth), that
 * the test may stop and start again. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user.
 */
export class OwnPostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnPostgres> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quran-own-pg-'));
    const postgres = new OwnPostgres(await freePort(), dir);
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    postgres.#run('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    postgres.resume();
    return postgres;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  #run(command: string, args: string[]): void {
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  }

  /** Starts (again) and waits until it accepts connections. */
  resume(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.#run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Stops it at once (open connections are cut), as a crash or a restart would. */
  stop(): void {
    this.#run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  close(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
