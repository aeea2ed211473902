import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { parse } from 'yaml';

export const DEPLOY = fileURLToPath(new URL('../../../deploy', import.meta.url));
export const COMPOSE_DIR = path.join(DEPLOY, 'compose');

/** A compose service, as much of it as the checks read. */
export interface ComposeService {
  image?: string;
  build?: unknown;
  pull_policy?: string;
  command?: unknown;
  entrypoint?: unknown;
  profiles?: string[];
  logging?: { driver?: string; options?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: unknown;
  secrets?: string[];
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  secrets?: Record<string, { environment?: string; file?: string }>;
}

/** env.example's settings, in order: what an admin copies to .env. */
export function envExample(): Map<string, string> {
  const text = readFileSync(path.join(COMPOSE_DIR, 'env.example'), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line): [string, string] => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    });
  return new Map(entries);
}

/** env.example with the blanks an admin must fill filled as its comments say. */
export function filledEnv(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  const secret = () => randomBytes(32).toString('hex');
  return {
    ...Object.fromEntries(envExample()),
    POSTGRES_PASSWORD: secret(),
    SESSION_SECRET: secret(),
    TURN_SECRET: secret(),
    METRICS_TOKEN: secret(),
    SUPERADMIN_EMAIL: 'it@example.org',
    SUPERADMIN_PASSWORD: 'a-long-first-password',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  };
}

/** compose.yaml as written (anchors and merge keys resolved, nothing interpolated). */
export function composeSource(): ComposeFile {
  return parse(readFileSync(path.join(COMPOSE_DIR, 'compose.yaml'), 'utf8'), {
    merge: true,
  }) as ComposeFile;
}

const VARIABLE = /\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$\$/g;

/** Every variable a string names, with the operator it is named with ('' when bare). */
export function variablesIn(text: string): { name: string; operator: string }[] {
  return [...text.matchAll(VARIABLE)]
    .filter((match) => match[1])
    .map((match) => ({ name: match[1]!, operator: match[2] ?? '' }));
}

/**
 * Compose's interpolation of one value: `${A}`, `${A:-default}`, `${A-default}`, `${A:?error}`,
 * `${A?error}` and `$$`. Throws, as compose does, on a required variable that is missing.
 */
export function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name?: string, operator?: string, arg?: string) => {
    if (!name) return '$';
    const value = env[name];
    const empty = operator?.startsWith(':') ? !value : value === undefined;
    if (operator?.endsWith('?') && empty) throw new Error(`${name} is required: ${arg}`);
    if (operator?.endsWith('-') && empty) return arg ?? '';
    return value ?? '';
  });
}

/** Interpolates every string in a parsed compose file. */
export function interpolateAll<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => interpolateAll(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item as unknown, env)]),
    ) as T;
  }
  return value;
}
