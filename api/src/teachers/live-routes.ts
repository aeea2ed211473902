import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISITOR_FEED_EVENTS, VISITOR_FEED_PATH } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { errors } from '../lib/response-schemas';
import { EventStream } from '../realtime/event-stream';

const EVENT_STREAM = 'text/event-stream';

/**
 * `GET /teachers/live`: the landing page's live teacher list for signed-out visitors, as
 * server-sent events (docs/architecture.md#real-time). Read-only, so a visitor's page needs no
 * socket.io client; each stream counts against its address's anonymous connections.
 */
const liveTeachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    VISITOR_FEED_PATH,
    {
      // A HEAD would hold a stream open with nothing in it.
      exposeHeadRoute: false,
      schema: {
        tags: ['users'],
        description:
          `Server-sent events for a request that accepts \`${EVENT_STREAM}\`: ` +
          `\`${VISITOR_FEED_EVENTS.list}\` (the active teachers' public entries and presence, ` +
          `as \`users:list\` gives a visitor), then one \`${VISITOR_FEED_EVENTS.delta}\` per ` +
          'change (as `users:delta`), and a comment line every 25 s. One address holds only ' +
          'so many anonymous connections, sockets included.',
        produces: [EVENT_STREAM],
        // The body is a stream, never serialised: its events are described above.
        response: { 200: z.unknown().describe(EVENT_STREAM), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // An ordinary GET (a crawler, a script) is answered at once rather than held open.
      if (!request.headers.accept?.includes(EVENT_STREAM)) {
        throw apiError('request.invalid', {
          message: `This feed is a stream of server-sent events: accept ${EVENT_STREAM}`,
        });
      }
      const { anonymousConnections, visitors } = app.realtime;
      const address = request.ip;
      if (!anonymousConnections.open(address)) {
        throw apiError('rate_limited', { message: 'Too many connections from this address' });
      }
      const stream = new EventStream();
      stream.onClose(() => anonymousConnections.close(address));
      // The visitor may leave before the stream reaches its response.
      reply.raw.once('close', () => stream.destroy());
      try {
        await visitors.join(stream);
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return (
        reply
          .type(`${EVENT_STREAM}; charset=utf-8`)
          .header('cache-control', 'no-cache')
          // nginx would otherwise hold the events back in its buffer.
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      );
    },
  );
};

export default liveTeachersRoutes;
