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
