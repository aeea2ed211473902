import type { RemoteName } from '../features/remotes/remote-names';
import { REMOTE_NAMES } from '../features/remotes/remote-names';

/** remotes.json, served beside index.html and editable at deploy time without a rebuild. */
export interface RuntimeConfig {
  apiUrl?: string;
  remotes: Record<RemoteName, string>;
}

const REMOTES_JSON_URL = '/remotes.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the file's shape, naming the first thing that is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.remotes)) {
    throw new Error('remotes.json must be an object with a "remotes" object');
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = value.remotes[name];
    if (typeof url !== 'string' || url === '') {
      throw new Error(`remotes.json: remotes.${name} must be the URL of its mf-manifest.json`);
    }
    remotes[name] = url;
  }
  if (value.apiUrl !== undefined && typeof value.apiUrl !== 'string') {
    throw new Error('remotes.json: apiUrl must be a string');
  }
  return { remotes, ...(value.apiUrl ? { apiUrl: value.apiUrl } : {}) };
}

let request: Promise<RuntimeConfig> | null = null;

/**
 * Fetches remotes.json past every cache, so a redeploy is seen on the next page load. Asked for
 * once per page: the entry script starts it before the shared modules load, and bootstrap
 * takes the same answer.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  request ??= fetchRuntimeConfig();
  return request;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(REMOTES_JSON_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
