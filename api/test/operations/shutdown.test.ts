import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { prepareDataDir } from '../helpers/databases';
import { ApiProcess, eventually } from './api-process';
import { freePort } from './own-servers';

const BODY = JSON.stringify({ contact: 'nobody@test.quran', password: 'not-the-password' });

/** A login request whose body is only half sent: in flight until the rest comes. */
async function halfSentRequest(
  port: number,
): Promise<{ socket: Socket; response: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  const ended = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(response));
  });
  socket.write(
    `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY.slice(0, 10)}`,
  );
  // Let the server route it (headers read, body pending) before anything else happens.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { socket, response: ended };
}

describe('graceful shutdown of the real server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-shutdown-'));
  before(() => prepareDataDir(path.join(dataDir, 'pglite')));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drops socket transports, refuses new connections, finishes the request in flight, exits 0', async () => {
    const api = await ApiProcess.start(await freePort(), { DATA_DIR: dataDir });
    const client = io(api.url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise((resolve, reject) => {
        client.once('connect', () => resolve(undefined));
        client.once('connect_error', reject);
      });
      const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));
      const health = await fetch(`${api.url}/health`, {
        headers: { 'x-request-id': 'probe-request-0001' },
      });
      assert.equal(health.headers.get('x-request-id'), 'probe-request-0001');

      const inFlight = await halfSentRequest(api.port);
      const started = Date.now();
      api.child.kill('SIGTERM');
      // Dropped at the transport, not sent away: a socket.io client reconnects after this.
      assert.equal(await disconnected, 'transport close');
      await eventually(
        () =>
          fetch(`${api.url}/health`).then(
            () => false,
            () => true,
          ),
        'new connections to be refused',
        5_000,
      );
      inFlight.socket.write(BODY.slice(10));
      const response = await inFlight.response;
      assert.match(response, /^HTTP\/1\.1 401 /, 'the request in flight was answered');
      assert.equal(await api.exited(), 0, api.output);
      assert.ok(Date.now() - started < 10_000);

      // JSON lines; an HTTP request's and a socket's lines carry their request id.
      const lines = api.lines();
      assert.ok(
        lines.some(
          (line) => line.reqId === 'probe-request-0001' && line.msg === 'request completed',
        ),
      );
      const connected = lines.find((line) => line.msg === 'socket connected');
      assert.match(String(connected?.reqId), /^[0-9a-f-]{36}$/);
      assert.ok(connected?.socketId);
      assert.ok(lines.some((line) => line.msg === 'shutdown complete'));
    } finally {
      client.close();
      api.kill();
    }
  });

  it('exits within SHUTDOWN_GRACE_S when a request never finishes', async () => {
    const api = await ApiProcess.start(await freePort(), {
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_S: '1',
    });
    try {
      const stuck = await halfSentRequest(api.port);
      const { code, ms } = await api.terminate();
      stuck.socket.destroy();
      assert.equal(code, 1);
      assert.ok(ms >= 900 && ms < 4_000, `exited after ${ms} ms`);
      assert.ok(api.lines().some((line) => line.msg === 'shutdown exceeded its grace; exiting'));
    } finally {
      api.kill();
    }
  });
});
