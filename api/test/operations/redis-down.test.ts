import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { API_ERRORS, type ApiErrorBody } from '@app/shared/protocol';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { eventually, type ApiProcess } from './api-process';
import { clusterUnavailable, NginxCluster } from './nginx-cluster';
import { OwnRedis } from './own-servers';

const skip = clusterUnavailable() ?? false;

// What a replica without Redis must answer within: nginx's and the browsers' patience is
// seconds, and a sign-in that hangs is worse than one refused.
const WITHIN_MS = 1_000;

function signIn(origin: string, cookie = ''): Promise<Response> {
  return fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ contact: 'student1@demo.quran', password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
}

/** `work`'s result and how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

/** What a socket.io client's `connect_error` says, or that it connected (within 10 s). */
function firstConnect(
  url: string,
  transport: 'websocket' | 'polling',
  cookie = '',
): Promise<{ connected: boolean; status?: unknown; body?: unknown }> {
  const socket = io(url, {
    transports: [transport],
    reconnection: false,
    timeout: 10_000,
    extraHeaders: cookie ? { cookie } : {},
  });
  return new Promise<{ connected: boolean; status?: unknown; body?: unknown }>((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error: Error) => {
      // A refused long-polling handshake: the transport error carries the HTTP status and the
      // request, whose body is the API's error.
      const { description, context } = error as Error & {
        description?: unknown;
        context?: unknown;
      };
      const text =
        context && typeof context === 'object' && 'responseText' in context
          ? context.responseText
          : undefined;
      resolve({
        connected: false,
        status: description,
        body: typeof text === 'string' && text ? JSON.parse(text) : undefined,
      });
    });
  }).finally(() => socket.disconnect());
}

describe('a replica whose Redis is down', { skip }, () => {
  let cluster: NginxCluster;
  let lostRedis: OwnRedis;
  let api: ApiProcess;
  /** A sticky key nginx hashes to replica 2, so a request with it meets replica 2 first. */
  let toSecond: string;

  before(async () => {
    cluster = await NginxCluster.start();
    // Replica 2 gets a Redis of its own, which then stops: replica 1 keeps the shared one.
    lostRedis = await OwnRedis.start();
    const replaced = cluster.apis[1]!;
    replaced.kill();
    await replaced.exited();
    api = await cluster.restart(1, { REDIS_URL: lostRedis.url });
    assert.equal((await signIn(api.url)).status, 200, 'replica 2 serves while its Redis is up');
    toSecond = `qlroute=${await cluster.routeTo(1)}`;
    await lostRedis.stop();
    await eventually(
      async () => (await fetch(`${api.url}/health/ready`)).status === 503,
      'replica 2 to notice',
    );
  });
  after(async () => {
    await cluster?.close();
    await lostRedis?.close();
  });

  it('answers a sign-in 503 service.unavailable within a second', async (t) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { value: res, ms } = await timed(() => signIn(api.url));
      const body = (await res.json()) as ApiErrorBody;
      t.diagnostic(`sign-in answered ${res.status} in ${ms} ms`);
      assert.equal(res.status, 503);
      assert.deepEqual(body, {
        code: 'service.unavailable',
        message: API_ERRORS['service.unavailable'].message,
      });
      assert.ok(ms < WITHIN_MS, `the sign-in took ${ms} ms`);
    }
  });

  it('refuses a new socket.io connection within a second, with the code', async (t) => {
    const handshake = await timed(() =>
      fetch(`${api.url}/socket.io/?EIO=4&transport=polling`, {
        signal: AbortSignal.timeout(10_000),
      }),
    );
    t.diagnostic(`the polling handshake answered ${handshake.value.status} in ${handshake.ms} ms`);
    assert.equal(handshake.value.status, 503);
    assert.equal(((await handshake.value.json()) as ApiErrorBody).code, 'service.unavailable');
    assert.ok(handshake.ms < WITHIN_MS, `the handshake took ${handshake.ms} ms`);

    const polling = await timed(() => firstConnect(api.url, 'polling'));
    t.diagnostic(`a long-polling socket was refused in ${polling.ms} ms`);
    assert.deepEqual(polling.value, {
      connected: false,
      status: 503,
      body: { code: 'service.unavailable', message: API_ERRORS['service.unavailable'].message },
    });
    assert.ok(polling.ms < WITHIN_MS, `the refusal took ${polling.ms} ms`);

    const signedIn = await cluster.signIn('teacher1@demo.quran');
    const websocket = await timed(() => firstConnect(api.url, 'websocket', signedIn.cookie));
    t.diagnostic(`a signed-in WebSocket was refused in ${websocket.ms} ms`);
    assert.equal(websocket.value.connected, false);
    assert.ok(websocket.ms < WITHIN_MS, `the refusal took ${websocket.ms} ms`);
  });

  it("answers the visitors' event stream 503 before it starts", async () => {
    const { value: res, ms } = await timed(() =>
      fetch(`${api.url}/teachers/live`, {
        headers: { accept: 'text/event-stream' },
        signal: AbortSignal.timeout(10_000),
      }),
    );
    assert.equal(res.status, 503, await res.text());
    assert.ok(ms < WITHIN_MS, `the stream's refusal took ${ms} ms`);
  });

  it('stays alive (/health 200) and not ready (/health/ready 503 naming redis)', async () => {
    assert.equal((await fetch(`${api.url}/health`)).status, 200);
    const { value: ready, ms } = await timed(() => fetch(`${api.url}/health/ready`));
    assert.equal(ready.status, 503);
    const body = (await ready.json()) as { failed: string[]; checks: Record<string, string> };
    assert.deepEqual(body.failed, ['redis']);
    assert.equal(body.checks.database, 'ok');
    assert.ok(ms < WITHIN_MS, `readiness took ${ms} ms`);
  });

  it('through nginx, sign-ins and sockets keep working on the other replica', async (t) => {
    const refusals = () => api.lines().filter((line) => line.msg === 'redis unavailable').length;
    const earlier = refusals();
    // Every sign-in is keyed to replica 2: nginx meets its 503, retries on replica 1, and counts
    // the failure, so for fail_timeout (2 s) it does not ask replica 2 again.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const res = await signIn(cluster.nginx.url, toSecond);
      assert.equal(res.status, 200, `sign-in ${attempt}: ${await res.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const asked = refusals() - earlier;
    t.diagnostic(`nginx asked replica 2 ${asked} times of 12 sign-ins`);
    assert.ok(asked >= 1 && asked <= 6, `nginx asked replica 2 ${asked} times of 12`);

    const student = await cluster.signIn('student1@demo.quran');
    const keys = [toSecond, ...[0, 1, 2, 3].map((key) => `qlroute=redis-down-${key}`)];
    for (const key of keys) {
      for (const transport of ['websocket', 'polling'] as const) {
        const result = await firstConnect(
          cluster.nginx.url,
          transport,
          `${student.cookie}; ${key}`,
        );
        assert.equal(result.connected, true, `${transport}, ${key}: ${JSON.stringify(result)}`);
      }
    }
  });
});
