import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicStats } from '@app/shared/protocol';
import { contractRoute } from '../lib/contract-route';
import { countStats, publicStats } from './public-stats';

/** How long one answer is reused: every visitor's landing page asks, and the figures move slowly. */
const FRESH_MS = 60_000;

/** `GET /stats`: the landing page's figures, for anyone, computed at most once a minute. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; stats: Promise<PublicStats> } | null = null;
  const current = () => {
    if (!cached || Date.now() - cached.at > FRESH_MS) {
      const stats = countStats(app.db).then(publicStats);
      cached = { at: Date.now(), stats };
      // A failed count is not kept: the next visitor asks again. Only this count is dropped,
      // never a newer one that replaced it meanwhile.
      stats.catch(() => {
        if (cached?.stats === stats) cached = null;
      });
    }
    return cached.stats;
  };

  contractRoute(app, 'stats.public', { tags: ['system'] }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
    return { data: await current() };
  });
};

export default statsRoutes;
