import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from './cookies';

const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * Device cookies (OWASP's defence against lockout attacks): a browser that has signed in to an
 * account keeps a signed cookie saying so, and failures made on other devices never block it.
 * One cookie per account, named by a keyed hash of the account id so that a shared tablet can
 * remember each of its users and the name reveals none of them. The value is a random device
 * id, an expiry and an HMAC over both and the account id.
 */
export class DeviceCookies {
  readonly #key: Buffer;

  constructor(sessionSecret: string) {
    this.#key = Buffer.from(`${sessionSecret}:device-cookie`);
  }

  #mac(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }

  #name(request: FastifyRequest, userId: string): string {
    const tag = this.#mac(`name:${userId}`).slice(0, 16);
    return `${isSecureRequest(request) ? '__Host-' : ''}device_${tag}`;
  }

  /** The id of this browser's device for the account, when its cookie is genuine and current. */
  deviceOf(request: FastifyRequest, userId: string, now = Date.now()): string | null {
    const value = request.cookies[this.#name(request, userId)];
    const [device, expires, signature] = value?.split('.') ?? [];
    if (!device || !expires || !signature) return null;
    const expected = Buffer.from(this.#mac(`${userId}.${device}.${expires}`));
    const presented = Buffer.from(signature);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
    return Number(expires) * 1000 > now ? device : null;
  }

  /** Remembers this browser as a known device of the account (kept across logouts). */
  remember(request: FastifyRequest, reply: FastifyReply, userId: string, now = Date.now()): void {
    const device = this.deviceOf(request, userId, now) ?? randomBytes(16).toString('base64url');
    const expires = String(Math.floor(now / 1000) + DEVICE_TTL_SECONDS);
    reply.setCookie(
      this.#name(request, userId),
      `${device}.${expires}.${this.#mac(`${userId}.${device}.${expires}`)}`,
      {
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecureRequest(request),
        path: '/',
        maxAge: DEVICE_TTL_SECONDS,
      },
    );
  }
}
