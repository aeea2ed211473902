import assert from 'node:assert/strict';
import { after, afterEach, before, it } from 'node:test';
import {
  VISITOR_FEED_EVENTS,
  VISITOR_FEED_PATH,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { EventStreamClient } from '../realtime/event-stream-client';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';
import { nginxUnavailable, OwnNginx } from './own-nginx';
import { freePort } from './own-servers';

useFastTimings();

const skip = nginxUnavailable() ?? false;

describeBackends('the visitor feed behind the deployment nginx', (ctx) => {
  const harness = new SocketHarness(ctx);
  let nginx: OwnNginx | null = null;
  const streams: EventStreamClient[] = [];

  before(async () => {
    if (skip) return;
    nginx = await OwnNginx.start(await freePort(), [Number(new URL(harness.url).port)]);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  after(async () => {
    await nginx?.close();
  });

  it('passes each event on as it comes, and keeps the stream open', { skip }, async () => {
    const teacher = await ctx.createUser('teacher');
    const stream = await EventStreamClient.open(`${nginx!.url}${VISITOR_FEED_PATH}`);
    streams.push(stream);
    assert.equal(stream.status, 200);
    assert.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8');
    const list = await stream.next<UsersListEntry[]>(VISITOR_FEED_EVENTS.list);
    assert.deepEqual(
      list.map((entry) => entry._id),
      [teacher.id],
    );

    // A delta is a few dozen bytes: it must not wait in a buffer for more.
    await harness.client(await ctx.login(teacher.email!));
    const online = await stream.next<UsersListDelta>(
      VISITOR_FEED_EVENTS.delta,
      (delta) => delta.type === 'presence' && delta._id === teacher.id,
      2000,
    );
    assert.equal(online.type === 'presence' && online.status, 'online');
    ctx.app.realtime.visitors.heartbeat();
    assert.equal(await stream.next('comment', undefined, 2000), 'keep-alive');
    assert.equal(stream.ended, false);
  });
});
