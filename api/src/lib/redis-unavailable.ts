import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  TimeoutError,
  type RedisClientType,
} from 'redis';

// What node-redis rejects a command with when the server is out of reach: reconnecting (the
// offline queue is off), closed, the connection lost under the command, or no answer in time.
const OUT_OF_REACH = [
  ClientOfflineError,
  ClientClosedError,
  SocketClosedUnexpectedlyError,
  ConnectionTimeoutError,
  TimeoutError,
];

/** True while Redis is configured and the client is not connected to it. */
export function redisDown(redis: RedisClientType | null | undefined): boolean {
  return !!redis && !redis.isReady;
}

/**
 * Whether a failure means Redis is out of reach, so the request may succeed on another replica
 * or a moment later (503, not 500). Besides node-redis's own errors, whatever failed while the
 * client is disconnected counts: a library on top of it (rate-limiter-flexible refuses with a
 * plain Error when the client is not ready) has no type of its own to tell by.
 */
export function redisUnavailable(
  error: unknown,
  redis: RedisClientType | null | undefined,
): boolean {
  if (!redis) return false;
  return OUT_OF_REACH.some((type) => error instanceof type) || redisDown(redis);
}
