import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { prepareDataDir } from '../helpers/databases';
import { ApiProcess, eventually } from './api-process';
import {
  freePort,
  OwnPostgres,
  ownPostgresUnavailable,
  OwnRedis,
  ownRedisUnavailable,
} from './own-servers';

interface ReadyBody {
  status: string;
  checks: Record<string, string>;
  failed: string[];
}

async function ready(api: ApiProcess): Promise<{ status: number; body: ReadyBody }> {
  const res = await fetch(`${api.url}/health/ready`);
  return { status: res.status, body: (await res.json()) as ReadyBody };
}

describe(
  'GET /health/ready with Redis stopping and coming back',
  { skip: ownRedisUnavailable() ?? false },
  () => {
    let redis: OwnRedis;
    let api: ApiProcess;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-ready-'));

    before(async () => {
      redis = await OwnRedis.start();
      await prepareDataDir(path.join(dataDir, 'pglite'));
      api = await ApiProcess.start(await freePort(), { DATA_DIR: dataDir, REDIS_URL: redis.url });
    });
    after(async () => {
      api?.kill();
      await redis?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('is 200, then 503 naming redis while it is down, then 200 again; /health stays 200', async () => {
      assert.deepEqual(await ready(api), {
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
          failed: [],
        },
      });
      await redis.stop();
      await eventually(async () => (await ready(api)).status === 503, 'readiness to fail');
      const down = await ready(api);
      assert.equal(down.body.status, 'unavailable');
      assert.deepEqual(down.body.failed, ['redis']);
      assert.equal(down.body.checks.database, 'ok');
      assert.equal(
        (await fetch(`${api.url}/health`)).status,
        200,
        'liveness does not depend on Redis',
      );

      await redis.resume();
      await eventually(async () => (await ready(api)).status === 200, 'readiness to recover');
      assert.equal(api.child.exitCode, null, 'the API kept running through the outage');
    });
  },
);

describe(
  'GET /health/ready with PostgreSQL stopping and coming back',
  { skip: ownPostgresUnavailable() ?? false },
  () => {
    let postgres: OwnPostgres;
    let api: ApiProcess;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-ready-pg-'));

    before(async () => {
      postgres = await OwnPostgres.start();
      api = await ApiProcess.start(await freePort(), {
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
      });
    });
    after(() => {
      api?.kill();
      postgres?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('is 200, then 503 naming the database while it is down, then 200 again', async () => {
      assert.equal((await ready(api)).status, 200);
      postgres.stop();
      await eventually(async () => (await ready(api)).status === 503, 'readiness to fail');
      const down = await ready(api);
      assert.deepEqual(down.body.failed, ['database', 'migrations']);
      assert.deepEqual(down.body.checks, {
        database: 'failed',
        migrations: 'unknown',
        redis: 'not_configured',
      });

      postgres.resume();
      await eventually(async () => (await ready(api)).status === 200, 'readiness to recover');
      assert.equal(api.child.exitCode, null, 'the API kept running through the outage');
    });
  },
);
