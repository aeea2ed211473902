import { createHash } from 'node:crypto';

/** Where the shell's page may load from, as a deployment's remotes.json says. */
export interface PolicyOrigins {
  /** The API's origin (requests, the socket, avatars). */
  api: string;
  /** Each remote's origin (its manifest, scripts, sounds and fonts). */
  remotes: string[];
  /** Origins the page may frame and load scripts from: a hosted Jitsi server, when used. */
  video?: string[];
}

const originOf = (url: string) => new URL(url).origin;

/** The origins named by a remotes.json (`apiUrl` and each remote's manifest URL). */
export function originsFromRemotesJson(remotesJson: string): Omit<PolicyOrigins, 'video'> {
  const parsed = JSON.parse(remotesJson) as { apiUrl: string; remotes: Record<string, string> };
  return {
    api: originOf(parsed.apiUrl),
    remotes: [...new Set(Object.values(parsed.remotes).map(originOf))],
  };
}

/** The CSP source of every inline <script> in a page: its SHA-256 hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** The socket's origin: the API's, with ws(s) instead of http(s). */
const socketOrigin = (api: string) => api.replace(/^http/, 'ws');

/**
 * The app page's Content-Security-Policy: scripts only from our origins and the page's own
 * inline script (by hash), connections only to the API and the remotes, frames only from the
 * video server. Styles allow inline text because Emotion (MUI) writes <style> elements at run
 * time; nothing else is inline.
 */
export function appContentSecurityPolicy(origins: PolicyOrigins, html: string): string {
  const ours = ["'self'", origins.api, ...origins.remotes];
  const video = origins.video ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ours,
    'script-src': [...ours, ...inlineScriptHashes(html), ...video],
    'style-src': [...ours, "'unsafe-inline'"],
    'img-src': [...ours, 'data:', 'blob:'],
    'media-src': [...ours, 'blob:'],
    'font-src': [...ours, 'data:'],
    'connect-src': [...ours, socketOrigin(origins.api)],
    'frame-src': video.length > 0 ? video : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
