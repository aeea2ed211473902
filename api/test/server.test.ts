import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { prepareDataDir } from './helpers/databases';
import { testConfig } from './helpers/test-app';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('server.ts', () => {
  it('logs one listening line, serves, and exits 0 on SIGTERM releasing the database', async () => {
    const { DATA_DIR } = testConfig();
    await prepareDataDir(path.join(DATA_DIR, 'pglite'));
    const lockFile = path.join(DATA_DIR, 'pglite.lock');
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      // Its own embedded database: CI exports DATABASE_URL and REDIS_URL for other suites, and
      // this server must neither migrate that shared database nor join their Redis.
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let waited = 0; !output.includes('API listening on'); waited += 100) {
        assert.ok(waited < 30_000, `server did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(output.match(/listening/gi)?.length, 1);
      assert.match(output, new RegExp(`API listening on http://127.0.0.1:${port}`));
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      assert.equal(health.status, 200);
      // The embedded database in DATA_DIR is the one it serves, and it holds its lock.
      assert.equal(readFileSync(lockFile, 'utf8'), String(child.pid));
      // The data folders are closed to group and others (so is every file inside, whatever its
      // own mode), and the files the API writes itself are its alone.
      for (const folder of [DATA_DIR, path.join(DATA_DIR, 'pglite')]) {
        assert.equal(statSync(folder).mode & 0o777, 0o700, folder);
      }
      for (const file of ['session-secret', 'vapid.json', 'pglite.lock']) {
        assert.equal(statSync(path.join(DATA_DIR, file)).mode & 0o777, 0o600, file);
      }
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.ok(!existsSync(lockFile), 'the lock is released on a clean exit');
    } finally {
      child.kill('SIGKILL');
      rmSync(DATA_DIR, { recursive: true, force: true });
    }
  });

  it('names a bad variable and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: 'not-a-port' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /PORT/);
  });
});
