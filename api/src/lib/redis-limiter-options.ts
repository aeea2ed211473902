/**
 * How every rate-limiter-flexible counter uses the app's node-redis client. Its reads and some
 * writes go through MULTI, which node-redis queues while disconnected even with the offline
 * queue off: refusing at once when the client is not ready keeps a sign-in from waiting for
 * Redis to come back (the app's error handler answers 503).
 */
export const REDIS_LIMITER_OPTIONS = {
  useRedisPackage: true,
  rejectIfRedisNotReady: true,
} as const;
