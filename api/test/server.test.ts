import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { prepareDataDir } from './helpers/databases';
import { testConfig } from './helpers/test-app';
import { ApiProcess } from './operations/api-process';
import { freePort } from './operations/own-servers';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('server.ts', () => {
  it('logs one listening line, serves, and exits 0 on SIGTERM releasing the database', async () => {
    const { DATA_DIR } = testConfig();
    await prepareDataDir(path.join(DATA_DIR, 'pglite'));
    const lockFile = path.join(DATA_DIR, 'pglite.lock');
    const port = await freePort();
    // No SESSION_SECRET: the server makes its own and keeps it in DATA_DIR.
    const api = await ApiProcess.start(port, { DATA_DIR, SESSION_SECRET: '' });
    try {
      assert.equal(api.output.match(/listening/gi)?.length, 1);
      assert.match(api.output, new RegExp(`API listening on http://127.0.0.1:${port}`));
      const health = await fetch(`${api.url}/health`);
      assert.equal(health.status, 200);
      // The embedded database in DATA_DIR is the one it serves, and it holds its lock.
      assert.equal(readFileSync(lockFile, 'utf8'), String(api.child.pid));
      // The data folders are closed to group and others (so is every file inside, whatever its
      // own mode), and the files the API writes itself are its alone.
      for (const folder of [DATA_DIR, path.join(DATA_DIR, 'pglite')]) {
        assert.equal(statSync(folder).mode & 0o777, 0o700, folder);
      }
      for (const file of ['session-secret', 'vapid.json', 'pglite.lock']) {
        assert.equal(statSync(path.join(DATA_DIR, file)).mode & 0o777, 0o600, file);
      }
      // The embedded database's own files too (it chmods what it creates to 0644 or 0666).
      const openToOthers = () =>
        readdirSync(path.join(DATA_DIR, 'pglite'), { recursive: true, withFileTypes: true })
          .filter((entry) => (statSync(path.join(entry.parentPath, entry.name)).mode & 0o077) !== 0)
          .map((entry) => path.join(entry.parentPath, entry.name));
      assert.deepEqual(openToOthers(), []);
      assert.equal((await api.terminate()).code, 0);
      assert.deepEqual(openToOthers(), [], 'and so are the files written until it stopped');
      assert.ok(!existsSync(lockFile), 'the lock is released on a clean exit');
    } finally {
      api.kill();
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
