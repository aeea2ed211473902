import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IceServer } from '@app/shared/protocol';
import type { Config } from '../config';
import { contractRoute } from '../lib/contract-route';
import { turnCredentials } from './turn-credentials';
import { readinessCheck } from './readiness';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    redis: z.enum(['ok', 'failed', 'not_configured']),
  }),
  failed: z.array(z.enum(['database', 'migrations', 'redis'])),
});

/**
 * Liveness (`/health`: the process answers), readiness (`/health/ready`: it can serve, so a
 * load balancer or orchestrator may send it traffic) and the public remote configuration.
 */
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

  // Static credentials in ICE_SERVERS are the operator's: only signed-in users see them.
  const publicIceServers = config.ICE_SERVERS.map(({ urls }) => ({ urls }));

  /** STUN and TURN for this caller: TURN credentials only for a signed-in user, short-lived. */
  function iceServersFor(userId: string | null): IceServer[] {
    if (!userId) return publicIceServers;
    const turn: IceServer[] =
      config.TURN_URLS.length > 0 && config.TURN_SECRET
        ? [
            {
              urls: config.TURN_URLS,
              ...turnCredentials(userId, config.TURN_SECRET, config.TURN_TTL_S),
            },
          ]
        : [];
    return [...config.ICE_SERVERS, ...turn].map(({ urls, username, credential }) => ({
      urls,
      ...(username === undefined ? {} : { username }),
      ...(credential === undefined ? {} : { credential }),
    }));
  }

  const readiness = readinessCheck(app);
  app.get(
    '/health/ready',
    { schema: { tags: ['system'], response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const { ready, checks, failed } = await readiness();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'unavailable', checks, failed });
    },
  );

  contractRoute(app, 'system.config', { tags: ['system'] }, async (request, reply) => {
    const auth = await app.verifySessionCookie(request.headers.cookie);
    // What a signed-in user gets is theirs alone: never kept by a shared cache.
    if (auth) reply.header('cache-control', 'private, no-store');
    return {
      data: {
        app_version: config.APP_VERSION,
        video: {
          provider: config.VIDEO_PROVIDER,
          domain: config.VIDEO_PROVIDER === 'jitsi' ? (config.JITSI_DOMAIN ?? null) : null,
          iceServers: iceServersFor(auth?.user.id ?? null),
        },
        minorAge: config.MINOR_AGE,
      },
    };
  });
};

export default systemRoutes;
