import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AccountStatus, Role } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import type { Contact } from '@app/shared/protocol/api-contract';
import type { ApiErrorCode } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { uuidv7 } from '../lib/uuidv7';

export type NewUser = Omit<NewUserRow, 'id' | 'createdAt' | 'updatedAt'>;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** A status change with the reason that goes with it (rejections only). */
export interface StatusChange {
  status: AccountStatus;
  statusReason: string | null;
}

const UNIQUE_CODES: Record<string, ApiErrorCode> = {
  users_email_key: 'users.email_taken',
  users_phone_key: 'users.phone_taken',
  users_username_key: 'users.username_taken',
};

/** Turns a unique-constraint violation into a 409; drizzle wraps driver errors in `cause`. */
function rethrowConflict(error: unknown): never {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') {
      throw apiError(UNIQUE_CODES[e.constraint ?? ''] ?? 'users.exists');
    }
    e = e.cause as typeof e;
  }
  throw error;
}

/** LIKE's wildcards and its escape character, made literal (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByIds(ids: string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },

    async findByContact(contact: Contact): Promise<UserRow | null> {
      const column = { email: users.email, phone: users.phone, username: users.username }[
        contact.method
      ];
      const [row] = await db.select().from(users).where(eq(column, contact.value)).limit(1);
      return row ?? null;
    },

    /**
     * Users with one of the roles, by name; with `search`, only those whose name, email or
     * phone contains it (case-insensitive, the text taken literally: `%` and `_` match only
     * themselves).
     */
    listByRoles(roles: readonly Role[], search?: string): Promise<UserRow[]> {
      const pattern = search ? `%${escapeLike(search)}%` : null;
      return db
        .select()
        .from(users)
        .where(
          and(
            inArray(users.role, [...roles]),
            pattern
              ? or(
                  sql`${users.name} ilike ${pattern} escape '\\'`,
                  sql`${users.email} ilike ${pattern} escape '\\'`,
                  sql`${users.phone} ilike ${pattern} escape '\\'`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    async create(input: NewUser): Promise<UserRow> {
      const now = new Date();
      try {
        const [row] = await db
          .insert(users)
          .values({ ...input, id: uuidv7(), createdAt: now, updatedAt: now })
          .returning();
        return row!;
      } catch (error) {
        rethrowConflict(error);
      }
    },

    /**
     * Creates the account unless one already has its email, then answers null: processes
     * starting together may seed the same account at the same moment.
     */
    async createUnlessEmailTaken(input: NewUser): Promise<UserRow | null> {
      const now = new Date();
      const [row] = await db
        .insert(users)
        .values({ ...input, id: uuidv7(), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async update(id: string, patch: UserPatch): Promise<UserRow | null> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        rethrowConflict(error);
      }
    },

    /** Changes the status only when it is still `from`; null when it no longer was. */
    async transitionStatus(
      id: string,
      from: AccountStatus,
      change: StatusChange,
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.status, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Sets a new avatar and returns the one it replaced, read under the row's lock: two uploads
     * at once each get the avatar the other left, so every replaced file is known and removed.
     * Null when the user no longer exists.
     */
    async replaceAvatar(id: string, avatar: string): Promise<{ previous: string | null } | null> {
      const result = await db.execute(sql`
        update ${users} set avatar = ${avatar}, updated_at = now()
        from (select id, avatar from ${users} where id = ${id} for update) as previous
        where ${users.id} = previous.id
        returning previous.avatar as previous`);
      const rows = (result as unknown as { rows: Array<{ previous: string | null }> }).rows;
      return rows[0] ? { previous: rows[0].previous } : null;
    },

    async delete(id: string): Promise<UserRow | null> {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Presence flags change often and are not edits of the account: updatedAt stays. */
    async setPresence(
      id: string,
      // inMeeting is the meeting lifecycle's alone (derived from the meetings).
      flags: Partial<Pick<UserRow, 'isOnline' | 'isBusy'>>,
    ): Promise<UserRow | null> {
      const [row] = await db.update(users).set(flags).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Users shown online with no socket anywhere (a crash left them): offline. */
    async clearOnlineExcept(onlineIds: string[]): Promise<void> {
      await db
        .update(users)
        .set({ isOnline: false })
        .where(
          and(
            eq(users.isOnline, true),
            onlineIds.length ? notInArray(users.id, onlineIds) : undefined,
          ),
        );
    },

    /** Stamps a successful login without touching updatedAt (not an edit of the account). */
    async recordLogin(id: string): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
