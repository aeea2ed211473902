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

/** Opens the Redis connection REDIS_URL names, once, and closes it last. */
export default fp(
  async (app) => {
    const redis = app.config.REDIS_URL
      ? (createClient({ url: app.config.REDIS_URL }) as RedisClientType)
      : null;
    if (redis) {
      redis.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
      await redis.connect();
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  },
  { name: 'redis' },
);
