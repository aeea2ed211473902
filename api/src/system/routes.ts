import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VIDEO_PROVIDERS } from '@app/shared/protocol';
import type { Config } from '../config';
import { dataOf } from '../lib/response-schemas';

const appConfigSchema = z.object({
  app_version: z.string(),
  video: z.object({
    provider: z.enum(VIDEO_PROVIDERS),
    domain: z.string().nullable(),
    iceServers: z.array(
      z.object({
        urls: z.union([z.string(), z.array(z.string())]),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
  }),
});

/** Liveness and the public remote configuration (replaces a third-party remote config). */
const systemRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind }),
  );

  const data = {
    app_version: config.APP_VERSION,
    video: {
      provider: config.VIDEO_PROVIDER,
      domain: config.VIDEO_PROVIDER === 'jitsi' ? (config.JITSI_DOMAIN ?? null) : null,
      iceServers: config.ICE_SERVERS,
    },
  };
  app.get(
    '/config',
    { schema: { tags: ['system'], response: { 200: dataOf(appConfigSchema) } } },
    async () => ({ data }),
  );
};

export default systemRoutes;
