import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { ApiProcess } from './api-process';
import { nginxUnavailable, OwnNginx } from './own-nginx';
import {
  freePort,
  OwnPostgres,
  ownPostgresUnavailable,
  OwnRedis,
  ownRedisUnavailable,
} from './own-servers';

/** Why a cluster cannot be started here, or null when it can. */
export function clusterUnavailable(): string | null {
  return ownRedisUnavailable() ?? ownPostgresUnavailable() ?? nginxUnavailable();
}

/** A signed-in demo account: its id and the cookies its browser would send. */
export interface SignedIn {
  id: string;
  cookie: string;
}

/**
 * A production-shaped cluster on this machine: its own PostgreSQL and Redis, two (or more) API
 * processes sharing them, and the deployment's nginx configuration in front.
 */
export class NginxCluster {
  readonly apis: ApiProcess[] = [];

  private constructor(
    readonly redis: OwnRedis,
    readonly postgres: OwnPostgres,
    readonly ports: number[],
    readonly env: Record<string, string>,
    private readonly dataDir: string,
    private nginxServer: OwnNginx | null = null,
  ) {}

  static async start(replicas = 2, extraEnv: Record<string, string> = {}): Promise<NginxCluster> {
    const redis = await OwnRedis.start();
    const postgres = await OwnPostgres.start();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-cluster-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SEED_DEMO: 'true',
      SHUTDOWN_GRACE_S: '5',
      ...extraEnv,
    };
    const ports: number[] = [];
    for (let index = 0; index < replicas; index += 1) ports.push(await freePort());
    const cluster = new NginxCluster(redis, postgres, ports, env, dataDir);
    // One after the other: the first applies the migrations and seeds.
    for (const port of ports) cluster.apis.push(await ApiProcess.start(port, env));
    cluster.nginxServer = await OwnNginx.start(await freePort(), ports);
    return cluster;
  }

  get nginx(): OwnNginx {
    assert.ok(this.nginxServer, 'the cluster has started');
    return this.nginxServer;
  }

  /**
   * Starts replica `index` again (after it was stopped or killed), on its port; `env` changes
   * what it alone is given (its own Redis, say).
   */
  async restart(index: number, env: Record<string, string> = {}): Promise<ApiProcess> {
    this.apis[index] = await ApiProcess.start(this.ports[index]!, { ...this.env, ...env });
    return this.apis[index];
  }

  async signIn(email: string): Promise<SignedIn> {
    const res = await fetch(`${this.nginx.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: email, password: DEMO_PASSWORD }),
    });
    assert.equal(res.status, 200);
    const { user } = (await res.json()) as { user: { _id: string } };
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { id: user._id, cookie };
  }

  /**
   * A sticky-session key (the `qlroute` cookie nginx hands out) that nginx routes to replica
   * `index`: a polling handshake through nginx with the key, then asking each replica directly
   * whether it knows the session it opened.
   */
  async routeTo(index: number): Promise<string> {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      const key = `probe-${attempt}`;
      const handshake = await fetch(`${this.nginx.url}/socket.io/?EIO=4&transport=polling`, {
        headers: { cookie: `qlroute=${key}` },
      });
      const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
      assert.ok(sid, 'nginx answers the socket.io handshake');
      const direct = await fetch(
        `${this.apis[index]!.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`,
        { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '1' },
      );
      await direct.arrayBuffer();
      if (direct.status === 200) return key;
    }
    throw new Error(`no sticky key reaches replica ${index}`);
  }

  /** A socket through nginx, optionally pinned to a replica by its sticky key. */
  async connect(who: SignedIn, route?: string): Promise<Socket> {
    const cookie = route ? `${who.cookie}; qlroute=${route}` : who.cookie;
    const socket = io(this.nginx.url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    return socket;
  }

  /** One query on the cluster's database. */
  async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: this.postgres.url });
    await client.connect();
    try {
      return (await client.query<Row>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async close(): Promise<void> {
    for (const api of this.apis) api.kill();
    await this.nginxServer?.close();
    await this.redis.close();
    this.postgres.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
