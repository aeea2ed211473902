import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on localhost. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway database on the PostgreSQL server; returns its URL and how to drop it. */
export async function throwawayDatabase(serverUrl: string) {
  const name = `rt_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Deletes every Redis key under the prefix (the test cluster's state and stream). */
export async function dropRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
}

/** One API process started the way production starts it (server.ts), on its own port. */
export class ApiProcess {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'rt-cluster-'));
  child: ChildProcess | null = null;
  output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    // Each process compiles the API with tsx first: on a busy two-core machine, that takes time.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`API exited:\n${this.output}`);
      const healthy = await fetch(`${this.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Not left running: a process still starting would load the machine for the next suites.
    this.child.kill('SIGKILL');
    throw new Error(`API did not start:\n${this.output}`);
  }

  /** Ends the process: SIGKILL for a crash, SIGTERM for a graceful stop. */
  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  cleanup(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A TCP balancer without stickiness: each connection goes to the first backend that accepts
 * it, in order, like a balancer whose health check dropped a dead backend.
 */
export class FailoverProxy {
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly backends: number[]) {
    this.#server = net.createServer((client) => this.#route(client, 0));
  }

  #route(client: net.Socket, index: number): void {
    const port = this.backends[index];
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = net.connect(port, '127.0.0.1');
    let connected = false;
    upstream.once('error', () => {
      if (!connected) this.#route(client, index + 1);
    });
    upstream.once('connect', () => {
      connected = true;
      this.#sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', close).on('error', close);
      upstream.on('close', close).on('error', close);
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
