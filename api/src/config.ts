import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  MINOR_AGE_DEFAULT,
  UPLOAD_MAX_BYTES_DEFAULT,
  VIDEO_PROVIDERS,
  type IceServer,
} from '@app/shared/protocol';

const DEFAULT_CORS_ORIGINS = [3000, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

// ICE_SERVERS is either a JSON array of RTCIceServer objects or a comma-separated URL list.
const iceServers = z
  .string()
  .default('')
  .transform((value, ctx): IceServer[] => {
    const text = value.trim();
    if (!text) return [];
    if (!text.startsWith('[')) return text.split(',').map((urls) => ({ urls: urls.trim() }));
    try {
      return z.array(iceServerSchema).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON array of {urls, username?, credential?}',
      });
      return z.NEVER;
    }
  });

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as Fastify's trustProxy takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return Number.isInteger(n) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whom to believe about the client's address and protocol (X-Forwarded-For and
 * -Proto). Unset: nobody, every request is the peer itself. `true`: any peer (only when the API
 * is reachable through the proxy alone). A number: that many proxy hops. Otherwise a
 * comma-separated list of proxy addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): boolean | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, a hop count or addresses/CIDR ranges; not ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A VAPID key as web-push makes them: unpadded base64url of the given number of bytes. */
const vapidKey = (bytes: number, what: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, `must be a base64url ${what}`)
      .refine((key) => Buffer.from(key, 'base64url').length === bytes, {
        message: `must be a base64url ${what} of ${bytes} bytes (npx web-push generate-vapid-keys)`,
      })
      .optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxy,
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    DATA_DIR: z
      .string()
      .default('./data')
      .transform((dir) => path.resolve(dir || './data')),
    REDIS_URL: optionalText.pipe(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    ),
    CORS_ORIGINS: z
      .string()
      .default(DEFAULT_CORS_ORIGINS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must list absolute origins like http://localhost:3000' }))),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SUPERADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    SUPERADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    SEED_DEMO: flag,
    // The interactive API reference at /docs: on outside production, on request in it.
    API_DOCS: flag,
    APP_VERSION: z.string().trim().min(1).default('1.0.0'),
    VIDEO_PROVIDER: z.enum(VIDEO_PROVIDERS).default('p2p'),
    JITSI_DOMAIN: optionalText,
    JITSI_APP_ID: optionalText,
    JITSI_APP_SECRET: optionalText,
    ICE_SERVERS: iceServers,
    // A TURN server with coturn's use-auth-secret: signed-in users get credentials of their own.
    TURN_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^turns?:/, 'must list turn: or turns: URLs'))),
    TURN_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    TURN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(3600),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(50 * 1024 * 1024)
      .default(UPLOAD_MAX_BYTES_DEFAULT),
    // A student younger than this, by the birth year given, is a minor: a guardian must
    // consent before it calls a Sheikh (docs/safeguarding.md).
    MINOR_AGE: z.coerce.number().int().min(1).max(21).default(MINOR_AGE_DEFAULT),
    // Where the app's pages are: mailed links (verification, password reset) point here.
    // Required in production (below): a default there would mail links to localhost.
    APP_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    SMTP_FROM: optionalText
      .pipe(
        z
          .string()
          .regex(/@/, 'must be an address like "Quran Live <no-reply@example.org>"')
          .optional(),
      )
      .transform((from) => from ?? 'Quran Live <no-reply@localhost>'),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .default('mailto:admin@localhost')
      .refine((value) => /^(mailto:.+@.+|https:\/\/.+)$/.test(value), {
        message: 'must be a mailto: address or an https:// URL',
      }),
    VAPID_PUBLIC_KEY: vapidKey(65, 'P-256 public key'),
    VAPID_PRIVATE_KEY: vapidKey(32, 'P-256 private key'),
    // Rings a student may start in a minute: to one teacher, and in all.
    CALLS_PER_MINUTE_TO_TEACHER: z.coerce.number().int().min(1).max(1000).default(3),
    CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
    // Accounts one address may register in an hour.
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    METRICS_ALLOW: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isAddressOrRange, {
            message: 'must list IP addresses or CIDR blocks like 10.0.0.0/8',
          }),
        ),
      ),
    SHUTDOWN_GRACE_S: z.coerce.number().positive().max(600).default(10),
  })
  .superRefine((env, ctx) => {
    if (!env.APP_URL && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message:
          "is required when NODE_ENV=production: the shell's public address, e.g. https://app.example.org (mailed links point there)",
      });
    }
    if (env.SEED_DEMO && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'demo accounts are refused when NODE_ENV=production',
      });
    }
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPERADMIN_EMAIL ? 'SUPERADMIN_PASSWORD' : 'SUPERADMIN_EMAIL'],
        message: 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
      });
    }
    if (env.VIDEO_PROVIDER === 'jitsi' && !env.JITSI_DOMAIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['JITSI_DOMAIN'],
        message: 'is required when VIDEO_PROVIDER=jitsi',
      });
    }
    if (Boolean(env.JITSI_APP_ID) !== Boolean(env.JITSI_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.JITSI_APP_ID ? 'JITSI_APP_SECRET' : 'JITSI_APP_ID'],
        message: 'JITSI_APP_ID and JITSI_APP_SECRET must be set together',
      });
    }
    if (env.TURN_URLS.length > 0 !== Boolean(env.TURN_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TURN_SECRET ? 'TURN_URLS' : 'TURN_SECRET'],
        message: 'TURN_URLS and TURN_SECRET must be set together',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  }));

/** The API's configuration, parsed once from the environment. */
export type Config = z.output<typeof envSchema>;

/** Thrown when an environment variable is missing or malformed; names each bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (process.env by default) into a Config, or throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
  );
}
