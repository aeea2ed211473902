import { SignJWT } from 'jose';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';

const TOKEN_TTL = '2h';

/**
 * Video tokens: a Jitsi JWT (HS256 with JITSI_APP_ID/SECRET, the self-hosted Jitsi token
 * format). The built-in p2p provider needs none: its room is the socket's, which the session
 * already authorises.
 */
export class MeetingTokens {
  constructor(private readonly config: Config) {}

  /**
   * Null when the provider needs no token (the built-in one, or Jitsi without an app secret,
   * e.g. meet.jit.si).
   * `apiOrigin` makes a stored avatar path absolute: the Jitsi server shows it from its own
   * origin, where our relative path means nothing.
   */
  async issue(
    user: UserRow,
    roomName: string,
    moderator: boolean,
    apiOrigin: string,
  ): Promise<string | null> {
    const { VIDEO_PROVIDER, JITSI_APP_ID, JITSI_APP_SECRET, JITSI_DOMAIN } = this.config;
    if (VIDEO_PROVIDER === 'p2p' || !JITSI_APP_ID || !JITSI_APP_SECRET) return null;
    return new SignJWT({
      room: roomName,
      moderator,
      context: {
        user: {
          id: user.id,
          name: user.name,
          avatar: user.avatar ? new URL(user.avatar, apiOrigin).href : '',
          email: user.email ?? '',
          moderator: moderator ? 'true' : 'false',
        },
      },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(JITSI_APP_ID)
      .setAudience('jitsi')
      .setSubject(JITSI_DOMAIN ?? '*')
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(TOKEN_TTL)
      .sign(new TextEncoder().encode(JITSI_APP_SECRET));
  }
}
