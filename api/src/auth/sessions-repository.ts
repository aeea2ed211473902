import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { REFRESH_TOKEN_TTL_SECONDS } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { refreshTokens, sessions, users, type UserRow } from '../db/schema';
import { uuidv7 } from '../lib/uuidv7';
import { hashRefreshToken, newRefreshToken } from './tokens';

/**
 * Two tabs may refresh with the same token at once; the loser presents a token rotated a
 * moment ago. Within this window that is a race, not theft, and it gets a fresh token.
 */
const ROTATION_GRACE_MS = 10_000;

export type RotationResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; userId: string; sessionId: string }
  | { kind: 'invalid' };

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

function createSessionsRepository(db: Db) {
  async function issueToken(sessionId: string, now: Date, tx: Db = db): Promise<string> {
    const token = newRefreshToken();
    await tx.insert(refreshTokens).values({
      id: uuidv7(),
      sessionId,
      tokenHash: hashRefreshToken(token),
      createdAt: now,
    });
    return token;
  }

  return {
    /** Starts a login: a new refresh family and its first token. */
    async create(userId: string, meta: SessionMeta) {
      const now = new Date();
      const sessionId = uuidv7();
      return db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          id: sessionId,
          userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip ?? null,
        });
        const refreshToken = await issueToken(sessionId, now, tx as unknown as Db);
        return { sessionId, refreshToken };
      });
    },

    /** Exchanges a refresh token for the next one; a replayed old token revokes its family. */
    async rotate(refreshToken: string): Promise<RotationResult> {
      const now = new Date();
      const [found] = await db
        .select({
          tokenId: refreshTokens.id,
          replacedAt: refreshTokens.replacedAt,
          sessionId: sessions.id,
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
        .limit(1);
      if (!found || found.revokedAt || found.expiresAt <= now) return { kind: 'invalid' };
      const { sessionId, userId } = found;

      const spentAt = found.replacedAt;
      if (spentAt && now.getTime() - spentAt.getTime() > ROTATION_GRACE_MS) {
        await this.revoke(sessionId);
        return { kind: 'reused', userId, sessionId };
      }
      const next = await db.transaction(async (tx) => {
        if (!spentAt) {
          await tx
            .update(refreshTokens)
            .set({ replacedAt: now })
            .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.replacedAt)));
        }
        return issueToken(sessionId, now, tx as unknown as Db);
      });
      return { kind: 'rotated', userId, sessionId, refreshToken: next };
    },

    /** Ends one login. Returns its user id when it was still open. */
    async revoke(sessionId: string): Promise<string | null> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      return row?.userId ?? null;
    },

    /** Ends the login a refresh token belongs to; returns it when it was still open. */
    async revokeByRefreshToken(refreshToken: string) {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(
              sessions.id,
              db
                .select({ id: refreshTokens.sessionId })
                .from(refreshTokens)
                .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken))),
            ),
          ),
        )
        .returning({ sessionId: sessions.id, userId: sessions.userId });
      return row ?? null;
    },

    /**
     * Ends every login of a user (ban, password change or reset), but `keep` when given (the
     * login that changed its own password). Returns the ended ones' ids.
     */
    async revokeAllForUser(userId: string, keep: string | null = null): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** The session's user when the session is open and unexpired and the user is active. */
    async findActiveUser(sessionId: string, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.active, true),
          ),
        )
        .limit(1);
      return row?.user ?? null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessionsRepository', createSessionsRepository(app.db));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);
