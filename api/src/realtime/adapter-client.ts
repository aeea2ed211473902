import type { RedisClientType } from 'redis';

// Longer than the adapter's blocking stream read (blockTimeInMs in socket-server.ts).
const ADAPTER_COMMAND_TIMEOUT_MS = 5_000;

/**
 * The Redis client the socket.io adapter publishes with, apart from the app's. The adapter reads
 * its stream on copies of the client it is given, in a loop that reads again as soon as a read
 * fails: on copies of the app's client, which fails at once while Redis is out of reach, that
 * loop would spin without pause and starve the process. This client, and its copies, wait for
 * Redis instead, each command for a few seconds at most.
 */
export async function openAdapterClient(redis: RedisClientType): Promise<RedisClientType> {
  const client: RedisClientType = redis.duplicate({
    disableOfflineQueue: false,
    commandOptions: { timeout: ADAPTER_COMMAND_TIMEOUT_MS },
  });
  // The app's client reports the same outage (plugins/redis.ts); this one need not repeat it.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Closes it without waiting for a Redis that is not there. */
export async function closeAdapterClient(client: RedisClientType): Promise<void> {
  if (client.isReady) await client.quit();
  else client.destroy();
}
