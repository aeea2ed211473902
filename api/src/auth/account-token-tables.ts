import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a mailed link does. `guardian_invite` is held by the child it is about: whoever opens
 * it with a guardian's account becomes that child's guardian (a minor's consent, or a second
 * guardian invited by the first).
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'guardian_invite',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use secrets sent by mail (email verification, password reset), stored as SHA-256 of
 * the token: a leaked table gives no working link. `usedAt` marks a spent one.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
