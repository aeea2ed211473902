import { createHmac } from 'node:crypto';

/** A TURN username and password that coturn (`use-auth-secret`) accepts until `expiresAt`. */
export interface TurnCredentials {
  username: string;
  credential: string;
  expiresAt: number;
}

/**
 * Short-lived TURN credentials by the TURN REST scheme: the username is `<expiry>:<user id>`
 * and the password is the base64 HMAC-SHA1 of it under the secret shared with the TURN server,
 * which checks both without asking us. A leaked pair relays nothing after it expires.
 */
export function turnCredentials(
  userId: string,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): TurnCredentials {
  const expiresAt = Math.floor(now / 1000) + ttlSeconds;
  const username = `${expiresAt}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt };
}
