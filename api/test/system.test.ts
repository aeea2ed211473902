import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { it } from 'node:test';
import { describeBackends, json, errorOf } from './helpers/test-app';

describeBackends(
  'system routes',
  (ctx) => {
    it('GET /health answers 200', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/health' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), { status: 'ok', database: ctx.backend });
    });

    it('GET /health/ready answers 200 naming each part it checked', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), {
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'not_configured' },
        failed: [],
      });
    });

    it('answers each request with its request id, a proxy-given one when well formed', async () => {
      const own = await ctx.app.inject({ method: 'GET', url: '/health' });
      assert.match(String(own.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      const proxied = await ctx.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' },
      });
      assert.equal(proxied.headers['x-request-id'], '0123456789abcdef0123456789abcdef');
      const forged = await ctx.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'bad id\nwith a line break' },
      });
      assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    });

    it('GET /metrics is off when neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(res.statusCode, 404);
    });

    it('GET /config gives the version, the video provider and the minor age', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/config' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), {
        data: {
          app_version: '2.5.0',
          video: { provider: 'jitsi', domain: 'meet.example.org', iceServers: [] },
          minorAge: 16,
        },
      });
    });

    it('GET /docs/json is an OpenAPI document listing every route', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
      assert.equal(res.statusCode, 200);
      const doc = json<{ openapi: string; paths: Record<string, unknown> }>(res);
      assert.match(doc.openapi, /^3\./);
      for (const route of [
        '/auth/login',
        '/users/{id}',
        '/meetings/admin/rooms',
        '/meetings/rating',
      ]) {
        assert.ok(doc.paths[route], `missing ${route}`);
      }
      const docs = await ctx.app.inject({ method: 'GET', url: '/docs' });
      assert.ok([200, 302].includes(docs.statusCode));
    });

    it('unknown routes answer 404 in the error shape', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/nope?x=1' });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(json(res), { code: 'not_found', message: 'Route GET /nope not found' });
    });

    it('CORS allows the configured origins with credentials', async () => {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
      assert.equal(res.headers['access-control-allow-credentials'], 'true');
      const foreign = await ctx.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example' },
      });
      assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    });

    it('refuses mutating requests from foreign origins (CSRF)', async () => {
      const payload = { contact: 'x@y.co', password: 'whatever1' };
      const evil = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'https://evil.example' },
        payload,
      });
      assert.equal(evil.statusCode, 403);
      assert.deepEqual(json(evil), errorOf('auth.origin_not_allowed'));
      const crossSite = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'sec-fetch-site': 'cross-site' },
        payload,
      });
      assert.equal(crossSite.statusCode, 403);
      const nullOrigin = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'null' },
        payload,
      });
      assert.equal(nullOrigin.statusCode, 403);
      const allowed = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
        payload,
      });
      assert.equal(allowed.statusCode, 401);
    });

    it('answers malformed JSON with 400 and unknown content types with 415', async () => {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"contact":',
      });
      assert.equal(bad.statusCode, 400);
      assert.equal(typeof json<{ message: string }>(bad).message, 'string');
      const xml = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      assert.equal(xml.statusCode, 415);
    });
  },
  { env: { APP_VERSION: '2.5.0', VIDEO_PROVIDER: 'jitsi', JITSI_DOMAIN: 'meet.example.org' } },
);

describeBackends(
  'GET /config with a TURN server (TURN REST credentials)',
  (ctx) => {
    type IceServers = { data: { video: { iceServers: Array<Record<string, unknown>> } } };
    const configFor = async (cookie?: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/config',
        ...(cookie ? { headers: { cookie } } : {}),
      });
      assert.equal(res.statusCode, 200);
      return { res, iceServers: json<IceServers>(res).data.video.iceServers };
    };

    it('a visitor gets the servers and no credential at all', async () => {
      const { iceServers } = await configFor();
      assert.deepEqual(iceServers, [{ urls: 'stun:stun.school.example:3478' }]);
    });

    it('a signed-in user gets short-lived TURN credentials of its own, as coturn checks them', async () => {
      const { user, cookie } = await ctx.signedIn('student');
      const before = Math.floor(Date.now() / 1000);
      const { res, iceServers } = await configFor(cookie);
      assert.equal(res.headers['cache-control'], 'private, no-store');
      const turn = iceServers.find((server) => Array.isArray(server.urls))!;
      assert.deepEqual(turn.urls, [
        'turn:turn.school.example:3478?transport=udp',
        'turns:turn.school.example:5349',
      ]);
      const [expiry, userId] = String(turn.username).split(':');
      assert.equal(userId, user.id);
      assert.ok(Number(expiry) >= before + 600 && Number(expiry) <= before + 605);
      const expected = createHmac('sha1', 'a-turn-secret-shared-with-coturn')
        .update(String(turn.username))
        .digest('base64');
      assert.equal(turn.credential, expected);
    });
  },
  {
    env: {
      ICE_SERVERS: 'stun:stun.school.example:3478',
      TURN_URLS: 'turn:turn.school.example:3478?transport=udp, turns:turn.school.example:5349',
      TURN_SECRET: 'a-turn-secret-shared-with-coturn',
      TURN_TTL_S: '600',
    },
  },
);
