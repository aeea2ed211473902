import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a function of (peer address, hop): Fastify's own setting and the socket
 * handshakes below must agree on who the client is. A hop count trusts that many nearest peers.
 */
export function trustFunction(trust: Config['TRUST_PROXY']): TrustFunction {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address for a raw request (a socket handshake), as Fastify's `request.ip`. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}

const firstValue = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The origin the client reached the API at, as Fastify's `request.protocol` and `request.host`
 * give it for a raw request (a socket handshake): the forwarded protocol and host count only
 * when the nearest peer is a trusted proxy.
 */
export function requestOrigin(request: IncomingMessage, trust: TrustFunction): string {
  const trusted = trust(request.socket.remoteAddress ?? '', 0);
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const protocol =
    (trusted ? firstValue(request.headers['x-forwarded-proto']) : undefined) ??
    (encrypted ? 'https' : 'http');
  const host =
    (trusted ? firstValue(request.headers['x-forwarded-host']) : undefined) ??
    request.headers.host ??
    'localhost';
  return `${protocol}://${host}`;
}
