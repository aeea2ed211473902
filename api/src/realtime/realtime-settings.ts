import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const settingsSchema = z.object({
  /** A ringing call is ended by the server after 30 s. */
  RING_TIMEOUT_MS: ms(30_000),
  /** A user whose last socket closed stays online this long, so a page reload does not flap. */
  PRESENCE_GRACE_MS: ms(5_000),
  /** How often expired calls and closed rejoin windows are looked for. */
  REALTIME_SWEEP_MS: ms(1_000),
  /** With REDIS_URL: a process that has not renewed its heartbeat this long is dead. */
  NODE_HEARTBEAT_TTL_MS: ms(10_000),
  /** p2p signalling per socket: sustained messages per second, and the burst allowed. */
  SIGNAL_RATE_PER_SECOND: z.coerce.number().positive().default(30),
  SIGNAL_BURST: z.coerce.number().int().positive().default(120),
  /** Call events (start, answer, end) per socket: sustained per second, and the burst allowed. */
  CALL_EVENTS_PER_SECOND: z.coerce.number().positive().default(1),
  CALL_EVENTS_BURST: z.coerce.number().int().positive().default(10),
  /** Transports the server accepts; `websocket` alone makes sticky sessions unnecessary. */
  SOCKET_TRANSPORTS: z
    .string()
    .default('websocket,polling')
    .transform((value) => value.split(',').map((item) => item.trim()))
    .pipe(z.array(z.enum(['websocket', 'polling'])).min(1)),
  /** Prefix of every Redis key and stream the realtime layer uses (several clusters, tests). */
  REALTIME_REDIS_PREFIX: z.string().min(1).default('rt:'),
});

/** Timings and limits of the realtime layer, read from the environment with the product's defaults. */
export type RealtimeSettings = z.output<typeof settingsSchema>;

/** Parses the realtime settings; throws naming the bad variable. */
export function loadRealtimeSettings(env: NodeJS.ProcessEnv = process.env): RealtimeSettings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid realtime configuration:\n  ${problems.join('\n  ')}`);
}
