import { SignJWT, jwtVerify, errors } from 'jose';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';

const ROOM_JOIN_AUDIENCE = 'room-join';
const TOKEN_TTL = '2h';

/** What a built-in (p2p) room-join token grants. */
export interface RoomJoinClaims {
  userId: string;
  roomName: string;
  moderator: boolean;
}

/**
 * Video tokens: a Jitsi JWT (HS256 with JITSI_APP_ID/SECRET, the self-hosted Jitsi token
 * format) or, for the built-in p2p provider, a room-join token the realtime layer checks.
 */
export class MeetingTokens {
  readonly #roomKey: Uint8Array;

  constructor(
    private readonly config: Config,
    sessionSecret: string,
  ) {
    this.#roomKey = new TextEncoder().encode(`${sessionSecret}:room-join`);
  }

  /**
   * Null when the provider needs no token (Jitsi without an app secret, e.g. meet.jit.si).
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
    if (VIDEO_PROVIDER === 'p2p') {
      return new SignJWT({ room: roomName, moderator })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience(ROOM_JOIN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TOKEN_TTL)
        .sign(this.#roomKey);
    }
    if (!JITSI_APP_ID || !JITSI_APP_SECRET) return null;
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

  /** The claims of a valid p2p room-join token, or null. */
  async verifyRoomJoin(token: string): Promise<RoomJoinClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#roomKey, {
        audience: ROOM_JOIN_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.room !== 'string') return null;
      return { userId: payload.sub, roomName: payload.room, moderator: payload.moderator === true };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
