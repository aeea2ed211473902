import type { Config } from './config';

/**
 * Settings that start a working API but are probably a mistake, said at start (server.ts logs
 * each as a warning). Not refused: each can be right for one deployment.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  // One process on PostgreSQL without Redis is a valid small deployment (PostgreSQL for its
  // backups), so this is not refused. But replicas that share the database without sharing
  // Redis each keep their own presence, rings and rate limits: a student on one replica sees
  // no teacher online on the other, and every limit multiplies by the replica count.
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.REDIS_URL) {
    warnings.push(
      'REDIS_URL is unset: presence, rings and rate limits are kept in this process alone. ' +
        'Fine for a single API process; replicas that share this database must also share ' +
        'one Redis (set the same REDIS_URL on every replica).',
    );
  }
  return warnings;
}
