import fp from 'fastify-plugin';
import { createClient, type RedisClientType } from 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's Redis connection when REDIS_URL is set, shared by whatever several API
     * processes must agree on (presence, socket rooms, rate limits); null for a lone process.
     */
    redis: RedisClientType | null;
  }
}

// A connected Redis answers in about a millisecond: a command waiting this long is talking to a
// Redis that stopped answering (a half-open connection), and its request should fail, not hang.
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * How the API talks to Redis when it is out of reach: commands fail at once while the client is
 * disconnected (no offline queue: queued, a sign-in would wait until Redis came back, and nginx
 * would never learn to send it elsewhere), and the client keeps reconnecting, at most a second
 * apart, so the process recovers by itself. node-redis's own strategy gives up for good after
 * a socket timeout; this one never does.
 */
const REDIS_CLIENT_OPTIONS = {
  disableOfflineQueue: true,
  commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  socket: {
    connectTimeout: 2_000,
    reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 1_000),
  },
};

/** Opens the Redis connection REDIS_URL names, once, and closes it last. */
export default fp(
  async (app) => {
    const redis = app.config.REDIS_URL
      ? (createClient({ url: app.config.REDIS_URL, ...REDIS_CLIENT_OPTIONS }) as RedisClientType)
      : null;
    if (redis) {
      redis.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
      await redis.connect();
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // QUIT waits for Redis to answer; with Redis out of reach nobody would.
      if (redis?.isReady) await redis.quit();
      else redis?.destroy();
    });
  },
  { name: 'redis' },
);
