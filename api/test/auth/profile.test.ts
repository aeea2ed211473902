import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import sharp from 'sharp';
import type { User } from '@app/shared/protocol';
import { SCRIPTED_SVG, bmp, heicHeader, image, pixelFloodPng } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { describeBackends, json, errorOf } from '../helpers/test-app';

describeBackends(
  'profile',
  (ctx) => {
    const put = (cookie: string, body: ReturnType<typeof multipart>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/auth/profile',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    const avatar = (content: Buffer, type = 'image/png', filename = 'me.png') =>
      multipart({}, [{ field: 'avatar', filename, type, content }]);

    it('GET /auth/profile returns the signed-in user, 401 without a session', async () => {
      const { user, cookie } = await ctx.signedIn('teacher', { experience: '5 years' });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/auth/profile',
        headers: { cookie },
      });
      assert.equal(res.statusCode, 200);
      const { data } = json<{ data: User }>(res);
      assert.equal(data._id, user.id);
      assert.equal(data.experience, '5 years');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/auth/profile' })).statusCode, 401);
    });

    it('updates the name from multipart or JSON; validates it', async () => {
      const { cookie } = await ctx.signedIn('student');
      const res = await put(cookie, multipart({ name: '  Amina Y.  ' }));
      assert.equal(res.statusCode, 200);
      assert.equal(json<{ data: User }>(res).data.name, 'Amina Y.');
      const viaJson = await ctx.app.inject({
        method: 'PUT',
        url: '/auth/profile',
        headers: { cookie },
        payload: { name: 'Amina' },
      });
      assert.equal(json<{ data: User }>(viaJson).data.name, 'Amina');
      const short = await put(cookie, multipart({ name: 'A' }));
      assert.equal(short.statusCode, 400);
      assert.deepEqual(json(short), {
        code: 'validation.failed',
        message: 'name: Name must be at least 2 characters',
        errors: [{ field: 'name', code: 'too_short', params: { min: 2 } }],
      });
      const extra = await put(cookie, multipart({ role: 'admin' }));
      assert.equal(extra.statusCode, 400);
    });

    for (const format of ['png', 'jpeg', 'webp'] as const) {
      it(`stores a ${format} avatar as a 256px WebP served inertly`, async () => {
        const { cookie } = await ctx.signedIn('student');
        // The declared type is a lie on purpose: the content decides.
        const res = await put(cookie, avatar(await image(format), 'text/html', 'x.html'));
        assert.equal(res.statusCode, 200, res.body);
        const url = json<{ data: User }>(res).data.avatar!;
        assert.match(url, /^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
        const file = await ctx.app.inject({ method: 'GET', url });
        assert.equal(file.statusCode, 200);
        assert.equal(file.headers['content-type'], 'image/webp');
        assert.equal(file.headers['x-content-type-options'], 'nosniff');
        assert.match(String(file.headers['content-security-policy']), /sandbox/);
        const meta = await sharp(file.rawPayload).metadata();
        assert.equal(meta.format, 'webp');
        assert.equal(meta.width, 256);
        assert.equal(meta.height, 256);
      });
    }

    it('re-encodes a PNG/HTML polyglot into a plain image', async () => {
      const { cookie } = await ctx.signedIn('student');
      const polyglot = Buffer.concat([
        await image('png'),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      const res = await put(cookie, avatar(polyglot));
      assert.equal(res.statusCode, 200, res.body);
      const file = await ctx.app.inject({
        method: 'GET',
        url: json<{ data: User }>(res).data.avatar!,
      });
      assert.ok(!file.rawPayload.includes('<script>'));
    });

    it('replaces the previous avatar file', async () => {
      const { cookie } = await ctx.signedIn('student');
      const first = json<{ data: User }>(await put(cookie, avatar(await image('png')))).data
        .avatar!;
      const second = json<{ data: User }>(await put(cookie, avatar(await image('jpeg')))).data
        .avatar!;
      assert.notEqual(first, second);
      assert.equal((await ctx.app.inject({ method: 'GET', url: first })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: second })).statusCode, 200);
    });

    it('refuses SVG, other formats, unknown and undecodable files with 415 and leaves the user unchanged', async () => {
      const { user, cookie } = await ctx.signedIn('student');
      const invalidType = /^Invalid file type\. Please select a JPEG, PNG, or WebP image$/;
      for (const [content, message] of [
        [Buffer.from('just some text, not an image'), invalidType],
        [SCRIPTED_SVG, invalidType],
        [bmp(), invalidType],
        [heicHeader(), invalidType],
        [await image('gif'), invalidType],
        [await image('avif'), invalidType],
        [await image('tiff'), invalidType],
        [Buffer.concat([(await image('png')).subarray(0, 40)]), /could not be read/],
        [pixelFloodPng(), /could not be read/],
      ] as const) {
        const res = await put(cookie, avatar(content));
        assert.equal(res.statusCode, 415, res.body);
        assert.match(json<{ message: string }>(res).message, message);
      }
      assert.equal((await ctx.app.usersRepository.findById(user.id))?.avatar, null);
    });

    it('answers 413 above UPLOAD_MAX_BYTES', async () => {
      const { cookie } = await ctx.signedIn('student');
      const res = await put(
        cookie,
        avatar(Buffer.concat([await image('png'), Buffer.alloc(120_000)])),
      );
      assert.equal(res.statusCode, 413);
      assert.deepEqual(json(res), errorOf('uploads.too_large'));
    });

    it('refuses other file fields and missing sessions', async () => {
      const { cookie } = await ctx.signedIn('student');
      const wrongField = multipart({}, [
        { field: 'picture', filename: 'a.png', type: 'image/png', content: await image('png') },
      ]);
      assert.equal((await put(cookie, wrongField)).statusCode, 400);
      assert.equal((await put('', multipart({ name: 'Someone' }))).statusCode, 401);
    });

    it('parallel uploads leave exactly one avatar file: the one the user has', async () => {
      const { user, cookie } = await ctx.signedIn('student');
      const uploads = await Promise.all(
        Array.from({ length: 4 }, async () => avatar(await image('png'))),
      );
      const results = await Promise.all(uploads.map((body) => put(cookie, body)));
      assert.deepEqual(
        results.map((res) => res.statusCode),
        [200, 200, 200, 200],
      );
      const kept = (await ctx.app.usersRepository.findById(user.id))!.avatar!;
      const files = readdirSync(path.join(ctx.config.DATA_DIR, 'uploads', 'avatars'));
      const own = results.map((res) => json<{ data: User }>(res).data.avatar!.split('/').pop()!);
      assert.deepEqual(
        files.filter((file) => own.includes(file)),
        [kept.split('/').pop()],
      );
    });

    it('does not serve names it did not generate', async () => {
      for (const url of [
        '/uploads/avatars/..%2F..%2Fsession-secret',
        '/uploads/avatars/x.svg',
        '/uploads/avatars/01a2-nope.webp',
      ]) {
        assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 404, url);
      }
    });
  },
  { env: { UPLOAD_MAX_BYTES: '100000' } },
);

describeBackends(
  'uploads under load',
  (ctx) => {
    it('beyond the running and waiting uploads, the next is refused with 429 and Retry-After', async () => {
      const { cookie } = await ctx.signedIn('student');
      const body = multipart({}, [
        // Large enough that its decode outlasts the others' arrival on any backend.
        {
          field: 'avatar',
          filename: 'me.png',
          type: 'image/png',
          content: await image('png', 1200),
        },
      ]);
      const put = () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/auth/profile',
          headers: { cookie, ...body.headers },
          payload: body.payload,
        });
      // One decodes, one waits; those arriving meanwhile find the queue full.
      const results = await Promise.all(Array.from({ length: 8 }, put));
      const statuses = results.map((res) => res.statusCode);
      assert.ok(
        statuses.every((status) => status === 200 || status === 429),
        String(statuses),
      );
      assert.ok(statuses.filter((status) => status === 200).length >= 2, String(statuses));
      assert.ok(statuses.includes(429), String(statuses));
      const refused = results.find((res) => res.statusCode === 429)!;
      assert.ok(Number(refused.headers['retry-after']) > 0);
    });
  },
  { build: { rateLimits: { uploadConcurrency: 1, uploadQueue: 1 } } },
);
