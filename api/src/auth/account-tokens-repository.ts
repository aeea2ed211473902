import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { uuidv7 } from '../lib/uuidv7';
import { accountTokens, type AccountTokenPurpose } from './account-token-tables';
import { hashRefreshToken, newRefreshToken } from './tokens';

/** The single-use tokens of mailed links (verify an email, reset a password). */
export function createAccountTokensRepository(db: Db) {
  return {
    /**
     * A new token for the user and purpose, valid for `ttlMs`; any earlier unused one of the
     * same purpose is spent, so only the latest link works.
     */
    async issue(userId: string, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
      const token = newRefreshToken();
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountTokens.userId, userId),
              eq(accountTokens.purpose, purpose),
              isNull(accountTokens.usedAt),
            ),
          );
        await tx.insert(accountTokens).values({
          id: uuidv7(),
          userId,
          purpose,
          tokenHash: hashRefreshToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ttlMs),
        });
      });
      return token;
    },

    /** The user a live (unused, unexpired) token is for, without spending it; else null. */
    async peek(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
      const [row] = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, hashRefreshToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Spends a token in one statement, so two uses at once cannot both succeed. The user's id
     * when the token was unused and unexpired, else null.
     */
    async consume(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
      const now = new Date();
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashRefreshToken(token)),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
