import fp from 'fastify-plugin';
import { apiError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from a foreign page. Browsers send
 * Origin on every cross-origin POST/PUT/PATCH/DELETE (sendBeacon included); when it is
 * missing, Sec-Fetch-Site tells the same. A request with neither did not come from a
 * browser, so it carries no victim's cookies.
 */
export default fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const ownOrigin = `${request.protocol}://${request.host}`;
        if (!allowed.has(origin) && origin !== ownOrigin) {
          throw apiError('auth.origin_not_allowed');
        }
        return;
      }
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none') {
        throw apiError('auth.origin_not_allowed');
      }
    });
  },
  { name: 'csrf' },
);
