import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Third-party plugins: cookies, security headers, CORS, multipart uploads, OpenAPI at /docs. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(cookie);
    // The API answers JSON and images, never pages to render: nothing may run, frame or embed
    // what it sends. The shell's pages (another origin, same site) still show its avatars.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'no-referrer' },
    });
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: config.UPLOAD_MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 10_000,
      },
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Quran Live API',
          description: 'Accounts, sessions, users, meetings and ratings.',
          version: config.APP_VERSION,
        },
        components: {
          securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'access_token' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // A map of every route is a gift to whoever probes a production server: served there only
    // when asked for (API_DOCS=1).
    if (config.API_DOCS || config.NODE_ENV !== 'production') {
      // The reference is a page: it sends its own policy, allowing its own scripts and styles.
      await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    }
  },
  { name: 'external' },
);
