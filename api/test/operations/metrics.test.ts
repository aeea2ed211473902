import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  VISITOR_FEED_EVENTS,
  VISITOR_FEED_PATH,
  type StartMeeting,
} from '@app/shared/protocol';
import { build } from '../../src/app';
import { openTestDatabase } from '../helpers/databases';
import { describeBackends, testConfig } from '../helpers/test-app';
import { EventStreamClient } from '../realtime/event-stream-client';
import { enterLesson } from '../realtime/meeting-scenes';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';

useFastTimings({ RING_TIMEOUT_MS: '2000' });

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one series (name plus exact label text) in a Prometheus text exposition. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  assert.ok(line, `no ${series} in:\n${text.slice(0, 2000)}`);
  return Number(line.slice(series.length + 1));
}

describeBackends(
  'GET /metrics',
  (ctx) => {
    const harness = new SocketHarness(ctx);
    const scrape = async () => {
      const res = await fetch(`${harness.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      return res.text();
    };

    it('refuses a request without the token or with a wrong one', async () => {
      const none = await fetch(`${harness.url}/metrics`);
      assert.equal(none.status, 401);
      assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
      const wrong = await fetch(`${harness.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      assert.equal(wrong.status, 401);
      assert.doesNotMatch(await wrong.text(), /quran_live/);
    });

    it('shows every named series', async () => {
      await fetch(`${harness.url}/health`);
      const text = await scrape();
      for (const series of [
        'quran_live_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health",status_code="200"}',
        'quran_live_sockets{kind="signed_in"}',
        'quran_live_sockets{kind="anonymous"}',
        'quran_live_visitor_streams',
        'quran_live_lessons_live',
        'quran_live_rings_total{outcome="started"}',
        'quran_live_rings_total{outcome="answered"}',
        'quran_live_rings_total{outcome="missed"}',
        'quran_live_rings_total{outcome="declined"}',
        'quran_live_login_failures_total',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
        'process_resident_memory_bytes',
      ]) {
        assert.ok(Number.isFinite(value(text, series)), series);
      }
      assert.match(text, /^# TYPE quran_live_http_rate_limited_total counter$/m);
    });

    it('moves when sockets connect, logins fail or are limited, and a call is rung and answered', async () => {
      const before = await scrape();
      const { user: teacher, cookie: teacherCookie } = await ctx.signedIn('teacher');
      const { user: student, cookie: studentCookie } = await ctx.signedIn('student');
      const teacherSocket = await harness.client(teacherCookie);
      const studentSocket = await harness.client(studentCookie);
      await harness.client();
      const visitor = await EventStreamClient.open(`${harness.url}${VISITOR_FEED_PATH}`);
      await visitor.next(VISITOR_FEED_EVENTS.list);
      const login = (password: string) =>
        fetch(`${harness.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ contact: student.email, password }),
        });
      assert.equal((await login('wrong-password-1')).status, 401);
      assert.equal((await login('wrong-password-2')).status, 401);
      assert.equal((await login('wrong-password-3')).status, 429);

      const sent = await studentSocket.request<{ ok: boolean; callId: string }>(
        CLIENT_EVENTS.initiateCallRequest,
        { receiverId: teacher.id },
      );
      assert.equal(sent.ok, true);
      await teacherSocket.next(SERVER_EVENTS.incomingCallRequest);
      await teacherSocket.request(CLIENT_EVENTS.respondToCallRequest, {
        callId: sent.callId,
        action: 'accept',
      });
      const { roomName } = await studentSocket.next<StartMeeting>(SERVER_EVENTS.startMeeting);
      // The lesson is live once its Sheikh has entered it.
      await enterLesson(teacherSocket, studentSocket, roomName);

      const after = await scrape();
      // A labelled series appears with its first count: absent before means zero.
      const earlier = (series: string) =>
        before.includes(`${series} `) ? value(before, series) : 0;
      const moved = (series: string) => value(after, series) - earlier(series);
      assert.equal(moved('quran_live_sockets{kind="signed_in"}'), 2);
      assert.equal(moved('quran_live_sockets{kind="anonymous"}'), 1);
      assert.equal(moved('quran_live_visitor_streams'), 1);
      assert.equal(moved('quran_live_login_failures_total'), 2);
      assert.equal(value(after, 'quran_live_http_rate_limited_total{route="/auth/login"}'), 1);
      assert.equal(moved('quran_live_rings_total{outcome="started"}'), 1);
      assert.equal(moved('quran_live_rings_total{outcome="answered"}'), 1);
      assert.equal(value(after, 'quran_live_lessons_live'), 1);
      assert.equal(
        moved(
          'quran_live_http_request_duration_seconds_count{method="POST",route="/auth/login",status_code="401"}',
        ) >= 2,
        true,
      );

      visitor.close();
      studentSocket.close();
      teacherSocket.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(value(await scrape(), 'quran_live_sockets{kind="signed_in"}'), 0);
    });
  },
  {
    env: { METRICS_TOKEN: TOKEN },
    build: {
      loginLimits: {
        perAccount: { max: 2, windowMs: 60_000 },
        perAddress: { max: 100, windowMs: 60_000 },
        perDevice: { max: 100, windowMs: 60_000 },
      },
    },
  },
);

it('GET /metrics with METRICS_ALLOW answers listed addresses only, token or not', async () => {
  const database = await openTestDatabase('pglite');
  const config = testConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1' });
  const app = await build(config, { database });
  try {
    const from = async (remoteAddress: string) =>
      (await app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode;
    assert.equal(await from('10.1.2.3'), 200);
    assert.equal(await from('::ffff:10.1.2.3'), 200);
    assert.equal(await from('::1'), 200);
    assert.equal(await from('127.0.0.1'), 403);
    assert.equal(await from('192.168.1.10'), 403);
  } finally {
    await app.close();
    await database.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
});
