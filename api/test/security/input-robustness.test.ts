import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { build, loggerOptions } from '../../src/app';
import { serializeError } from '../../src/lib/log-redaction';
import { openTestDatabase } from '../helpers/databases';
import { describeBackends, testConfig } from '../helpers/test-app';
import { multipart } from '../helpers/multipart';
import { image } from '../helpers/images';

describeBackends('input no route could store faithfully', (ctx) => {
  it('NUL and unpaired surrogates in a body, a path or a query answer 400 and change nothing', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const student = await ctx.signedIn('student');
    const before = await ctx.rowCounts();
    const register = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          name,
          contact: `new${Math.random().toString(36).slice(2)}@test.quran`,
          password: 'secret12',
          confirmPassword: 'secret12',
          role: 'student',
        },
      });
    for (const name of ['Ab\u0000c', 'Ab\uD800c', 'Abc\uDC00', '\uDC00\uD800']) {
      const res = await register(name);
      assert.equal(res.statusCode, 400, `${JSON.stringify(name)}: ${res.body}`);
    }
    const keyed = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      headers: { cookie },
      payload: { ['na\u0000me']: 'x', name: 'Someone', role: 'student' },
    });
    assert.equal(keyed.statusCode, 400);
    for (const url of ['/meetings/room/a%00b', '/users?search=%00', '/meetings/room/%ED%A0%80']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
    }
    const rating = await ctx.app.inject({
      method: 'POST',
      url: '/meetings/rating',
      headers: { cookie: student.cookie },
      payload: {
        meetingId: '00000000-0000-7000-8000-000000000000',
        rating: 5,
        comment: 'a\u0000b',
      },
    });
    // A NUL in a meeting route's text is refused as such, before the meeting is even looked up.
    assert.equal(rating.statusCode, 400, rating.body);
    assert.equal(rating.json<{ code: string }>().code, 'request.invalid_text');
    assert.deepEqual(await ctx.rowCounts(), before);
    // A proper pair (an emoji, outside the basic plane) is text like any other.
    assert.equal((await register('Amina 🌙')).statusCode, 201);
  });

  it('a multipart profile update past its part limits answers 400 with its code, never 500', async () => {
    const { cookie } = await ctx.signedIn('student');
    const png = { filename: 'a.png', type: 'image/png', content: await image('png', 8) };
    const put = (body: ReturnType<typeof multipart>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/auth/profile',
        headers: { cookie, origin: ctx.config.CORS_ORIGINS[0], ...body.headers },
        payload: body.payload,
      });
    const twoAvatars = await put(
      multipart({}, [
        { field: 'avatar', ...png },
        { field: 'avatar', ...png },
      ]),
    );
    assert.equal(twoAvatars.statusCode, 400, twoAvatars.body);
    assert.equal(twoAvatars.json<{ code: string }>().code, 'request.invalid_multipart');
    const fields = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, 'x']));
    const thirteenParts = await put(multipart(fields));
    assert.equal(thirteenParts.statusCode, 400, thirteenParts.body);
    assert.equal(thirteenParts.json<{ code: string }>().code, 'request.invalid_multipart');
  });

  it('malformed and far-future cursors, and broken percent-encoding, answer 400', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const farFuture = Buffer.from(
      `999999999999999.${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`,
    ).toString('base64url');
    for (const url of [
      '/meetings/admin/rooms?cursor=zzzz',
      `/meetings/admin/rooms?cursor=${farFuture}`,
      `/notifications?cursor=${farFuture}`,
      '/%E0%A4%A',
      '/meetings/room/%E0%A4%A',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
    }
  });
});

describe('what the log keeps of errors', () => {
  it('a failed query is logged with its statement and the database code, never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['amina@example.org', hash],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    assert.ok(!logged.includes(hash) && !logged.includes('amina@example.org'), logged);
    assert.match(logged, /insert into \\"users\\"/);
    assert.match(logged, /23505/);
  });

  it('passwords, hashes, tokens and cookies are redacted from log lines', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'info' });
    const database = await openTestDatabase('pglite');
    const app = await build(config, { database, logger: { ...loggerOptions(config), stream } });
    try {
      app.log.info(
        { body: { password: 'hunter22', passwordHash: '$argon2id$x', refreshToken: 'r-1' } },
        'a line with secrets',
      );
      const line = lines.find((text) => text.includes('a line with secrets'))!;
      assert.ok(line);
      for (const secret of ['hunter22', '$argon2id$x', 'r-1'])
        assert.ok(!line.includes(secret), line);
      assert.match(line, /\[Redacted\]/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
