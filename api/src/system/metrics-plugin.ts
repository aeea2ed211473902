import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { meetings } from '../db/schema';
import { AppMetrics, type SocketCounts } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus series; routes and the realtime layer count into them. */
    metrics: AppMetrics;
  }
}

/**
 * Counts every answered request (duration by route template, 429s), every call step and reads
 * sockets and live lessons when scraped. The /metrics route itself is in metrics-route.ts.
 */
export default fp(
  async (app) => {
    const metrics = new AppMetrics({
      sockets() {
        const counts: SocketCounts = { signedIn: 0, anonymous: 0 };
        // Registered before the realtime layer: until it exists there are no sockets.
        if (!app.hasDecorator('realtime')) return counts;
        for (const socket of app.realtime.io.of('/').sockets.values()) {
          if (socket.data.userId) counts.signedIn += 1;
          else counts.anonymous += 1;
        }
        return counts;
      },
      visitorStreams: () => (app.hasDecorator('realtime') ? app.realtime.visitors.size : 0),
      liveLessons: () => app.db.$count(meetings, eq(meetings.status, 'active')),
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route template (`/users/:id`), never the raw URL, so the label set stays small.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      metrics.httpDuration.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      if (status === 429) metrics.rateLimited.inc({ route });
    });

    app.callEvents.on('callRinging', () => metrics.rings.inc({ outcome: 'started' }));
    app.callEvents.on('callAnswered', () => metrics.rings.inc({ outcome: 'answered' }));
    app.callEvents.on('callMissed', () => metrics.rings.inc({ outcome: 'missed' }));
    app.callEvents.on('callDeclined', () => metrics.rings.inc({ outcome: 'declined' }));
  },
  { name: 'metrics', dependencies: ['db'] },
);
