import type { RemoteName } from '../features/remotes/remote-names';
import { REMOTE_NAMES } from '../features/remotes/remote-names';
import { isSafeLinkUrl, SITE_LINK_NAMES, type SiteLinks } from '../lib/site-links';

/** remotes.json, served beside index.html and editable at deploy time without a rebuild. */
export interface RuntimeConfig {
  apiUrl?: string;
  remotes: Record<RemoteName, string>;
  /** The school's about, privacy and contact pages, linked from the landing page's footer. */
  links: SiteLinks;
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
  return {
    remotes,
    links: parseLinks(value.links),
    ...(value.apiUrl ? { apiUrl: value.apiUrl } : {}),
  };
}

function parseLinks(value: unknown): SiteLinks {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new Error('remotes.json: links must be an object');
  const links: SiteLinks = {};
  for (const name of SITE_LINK_NAMES) {
    const url = value[name];
    if (url === undefined || url === '') continue;
    if (typeof url !== 'string' || !isSafeLinkUrl(url)) {
      throw new Error(`remotes.json: links.${name} must be an http(s) or mailto: address`);
    }
    links[name] = url;
  }
  return links;
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
