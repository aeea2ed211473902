import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '../lib/response-schemas';
import { countStats, publicStats } from './public-stats';

/** How long one answer is reused: every visitor's landing page asks, and the figures move slowly. */
const FRESH_MS = 60_000;

const publicStatsSchema = z.object({
  activeTeachers: z.number().int().nullable(),
  lessonsTaught: z.number().int().nullable(),
  averageRating: z.number().nullable(),
});

/** `GET /stats`: the landing page's figures, for anyone, computed at most once a minute. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; stats: Promise<z.infer<typeof publicStatsSchema>> } | null = null;
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

  app.get(
    '/stats',
    { schema: { tags: ['system'], response: { 200: dataOf(publicStatsSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FRESH_MS / 1000}`);
      return { data: await current() };
    },
  );
};

export default statsRoutes;
