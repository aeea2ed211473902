import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../lib/http-error';

/** Serves stored avatars as inert images, never as active content. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/avatars/:file',
    {
      schema: {
        tags: ['uploads'],
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = app.avatarStore.pathOf(request.params.file);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) throw apiError('uploads.not_found');
      return reply
        .headers({
          'content-type': 'image/webp',
          'content-length': String(info.size),
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          // The shell (another port) shows these images.
          'cross-origin-resource-policy': 'cross-origin',
          // Names are never reused, so the content never changes.
          'cache-control': 'public, max-age=31536000, immutable',
        })
        .send(createReadStream(file));
    },
  );
};

export default uploadRoutes;
