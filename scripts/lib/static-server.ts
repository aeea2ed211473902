import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface StaticServerOptions {
  /** The built app folder (dist). */
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension answer index.html (client-side routing). */
  spaFallback?: boolean;
  /** Files answered from memory instead of disk, e.g. a remotes.json for other ports. */
  overrides?: Record<string, string>;
  /**
   * The Content-Security-Policy of the app's pages (HTML answers), naming the origins it may
   * load from (content-security-policy.ts); other answers keep the minimal one below.
   */
  pagePolicy?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
// Rspack names hashed files `name.0123456789.ext`: their content never changes under a name.
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a file. Entry points that name other files (index.html,
 * remotes.json, mf-manifest.json, remoteEntry.js, the service worker) must be revalidated every
 * time, or a redeploy would not be seen; hashed files can be kept forever.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzipped(filePath: string, mtimeMs: number): Promise<Buffer> {
  const cached = gzipCache.get(filePath);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(filePath), { level: 9 });
  gzipCache.set(filePath, { mtimeMs, body });
  return body;
}

async function resolveFile(
  root: string,
  urlPath: string,
  spaFallback: boolean,
): Promise<string | null | 'malformed'> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return 'malformed';
  }
  const candidate = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  if (!candidate.startsWith(root)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) return resolveFile(root, path.posix.join(decoded, 'index.html'), false);
  if (spaFallback && path.extname(decoded) === '') return path.join(root, 'index.html');
  return null;
}

/**
 * Headers every answer carries. No other site may frame the app (clickjacking), plugins and
 * foreign <base> URLs are refused, the full URL never leaks to other origins, and only our own
 * pages may use the camera and microphone (the lesson).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
};

function setCommonHeaders(response: ServerResponse): void {
  // Remotes are fetched from the shell's origin (the manifest by fetch, so CORS is required).
  response.setHeader('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('Vary', 'Accept-Encoding');
}

async function handle(
  options: StaticServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  setCommonHeaders(response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const override = options.overrides?.[urlPath];
  if (override !== undefined) {
    const type = CONTENT_TYPES[path.extname(urlPath)] ?? 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(override);
    return;
  }
  const filePath = await resolveFile(options.root, urlPath, options.spaFallback ?? false);
  if (filePath === 'malformed') {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  if (!filePath) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const info = await stat(filePath);
  const type = CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
  if (options.pagePolicy && type.startsWith('text/html')) {
    response.setHeader('Content-Security-Policy', options.pagePolicy);
  }
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(filePath),
    'Last-Modified': info.mtime.toUTCString(),
  };
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && COMPRESSIBLE.test(type)) {
    const body = await gzipped(filePath, info.mtimeMs);
    response.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': String(body.length),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(filePath).pipe(response);
}

/** Serves one built app the way production should: caching, compression, CORS, SPA fallback. */
export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = path.resolve(options.root);
  const server = createServer((request, response) => {
    handle({ ...options, root }, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('Internal error');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  return server;
}
