import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `::ffff:10.0.0.5` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * GET /metrics for Prometheus. Never public: registered only when METRICS_TOKEN (a bearer
 * token) or METRICS_ALLOW (addresses and CIDR blocks) is set, and every configured condition
 * must hold. The address is the TCP peer, not a forwarded header: Prometheus scrapes each
 * process directly, not through the public proxy.
 */
const metricsRoute: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const token = config.METRICS_TOKEN;
  const allowed = config.METRICS_ALLOW.length ? allowList(config.METRICS_ALLOW) : null;
  if (!token && !allowed) {
    app.log.info('metrics: off (set METRICS_TOKEN or METRICS_ALLOW to serve /metrics)');
    return;
  }
  const expected = token ? digest(`Bearer ${token}`) : null;

  const addressAllowed = (request: FastifyRequest) => {
    if (!allowed) return true;
    const address = plainAddress(request.socket.remoteAddress ?? '');
    const family = isIP(address);
    return family !== 0 && allowed.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  const tokenAccepted = (request: FastifyRequest) =>
    !expected || timingSafeEqual(digest(request.headers.authorization ?? ''), expected);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!addressAllowed(request)) return reply.code(403).send({ message: 'Not allowed' });
    if (!tokenAccepted(request)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required' });
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.render());
  });
};

export default metricsRoute;
