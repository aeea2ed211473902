import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { childSettings, guardianLinks, type ChildSettingsRow } from './family-tables';

/** A guardian of a child, with when the link was made. */
export interface GuardianRow {
  id: string;
  name: string;
  email: string | null;
  since: Date;
}

/** What a guardian decides for a child. */
export type ChildRules = Pick<
  ChildSettingsRow,
  'sheikhGender' | 'allowedTeacherIds' | 'chatAllowed'
>;

/** A child without settings: any Sheikh, the chat on. */
export const DEFAULT_CHILD_RULES: ChildRules = {
  sheikhGender: 'any',
  allowedTeacherIds: null,
  chatAllowed: true,
};

/** What linking a guardian to a child may answer. */
export type LinkOutcome = 'linked' | 'guardians_full' | 'children_limit';

/** Who looks after whom, and what each child's guardians decided. */
export function createFamilyRepository(db: Db) {
  /** The guardians of several children at once, by child. */
  async function guardiansOfMany(childIds: string[]): Promise<Map<string, GuardianRow[]>> {
    const byChild = new Map<string, GuardianRow[]>(childIds.map((id) => [id, []]));
    if (childIds.length === 0) return byChild;
    const rows = await db
      .select({
        childId: guardianLinks.childId,
        id: users.id,
        name: users.name,
        email: users.email,
        since: guardianLinks.createdAt,
      })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianId))
      .where(inArray(guardianLinks.childId, childIds))
      .orderBy(asc(guardianLinks.createdAt), asc(users.id));
    for (const { childId, ...guardian } of rows) byChild.get(childId)?.push(guardian);
    return byChild;
  }

  return {
    guardiansOfMany,

    async guardiansOf(childId: string): Promise<GuardianRow[]> {
      return (await guardiansOfMany([childId])).get(childId) ?? [];
    },

    async childIdsOf(guardianId: string): Promise<string[]> {
      const rows = await db
        .select({ childId: guardianLinks.childId })
        .from(guardianLinks)
        .where(eq(guardianLinks.guardianId, guardianId))
        .orderBy(asc(guardianLinks.createdAt));
      return rows.map((row) => row.childId);
    },

    async isGuardianOf(guardianId: string, childId: string): Promise<boolean> {
      const [row] = await db
        .select({ childId: guardianLinks.childId })
        .from(guardianLinks)
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.childId, childId)))
        .limit(1);
      return Boolean(row);
    },

    async guardianCount(childId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(guardianLinks)
        .where(eq(guardianLinks.childId, childId));
      return row?.n ?? 0;
    },

    /**
     * Links a guardian to a child unless the child has its guardians already or the guardian
     * its children. Linking an existing pair succeeds. Both rows are locked while counting, so
     * two links at once cannot both take the last place.
     */
    async link(
      guardianId: string,
      childId: string,
      limits: { guardiansPerChild: number; childrenPerGuardian: number },
    ): Promise<LinkOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${users} where ${users.id} in (${guardianId}, ${childId}) order by ${users.id} for update`,
        );
        const existing = await tx
          .select({ guardianId: guardianLinks.guardianId, childId: guardianLinks.childId })
          .from(guardianLinks)
          .where(
            sql`${guardianLinks.childId} = ${childId} or ${guardianLinks.guardianId} = ${guardianId}`,
          );
        if (existing.some((row) => row.guardianId === guardianId && row.childId === childId)) {
          return 'linked';
        }
        if (existing.filter((row) => row.childId === childId).length >= limits.guardiansPerChild) {
          return 'guardians_full';
        }
        const children = existing.filter((row) => row.guardianId === guardianId).length;
        if (children >= limits.childrenPerGuardian) return 'children_limit';
        await tx.insert(guardianLinks).values({ guardianId, childId, createdAt: new Date() });
        return 'linked';
      });
    },

    /** Ends a guardian's link to a child; false when there was none. */
    async unlink(guardianId: string, childId: string): Promise<boolean> {
      const removed = await db
        .delete(guardianLinks)
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.childId, childId)))
        .returning({ childId: guardianLinks.childId });
      return removed.length > 0;
    },

    async settingsOf(childId: string): Promise<ChildSettingsRow | null> {
      const [row] = await db
        .select()
        .from(childSettings)
        .where(eq(childSettings.childId, childId))
        .limit(1);
      return row ?? null;
    },

    async settingsOfMany(childIds: string[]): Promise<Map<string, ChildSettingsRow>> {
      if (childIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(childSettings)
        .where(inArray(childSettings.childId, childIds));
      return new Map(rows.map((row) => [row.childId, row]));
    },

    async saveRules(childId: string, rules: ChildRules): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(childSettings)
        .values({ childId, ...rules, updatedAt })
        .onConflictDoUpdate({ target: childSettings.childId, set: { ...rules, updatedAt } });
    },

    async saveConsentEmail(childId: string, consentEmail: string): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(childSettings)
        .values({ childId, consentEmail, updatedAt })
        .onConflictDoUpdate({ target: childSettings.childId, set: { consentEmail, updatedAt } });
    },

    /**
     * The students whose guardians keep this Sheikh from them: a gender the Sheikh is not (a
     * Sheikh who did not say is of neither), or a list of Sheikhs without him.
     */
    async childrenNotAllowing(teacher: { id: string; gender: string | null }): Promise<string[]> {
      const rows = await db
        .select({ childId: childSettings.childId })
        .from(childSettings)
        .where(
          sql`(${childSettings.sheikhGender} <> 'any' and ${childSettings.sheikhGender}::text is distinct from ${teacher.gender})
            or (${childSettings.allowedTeacherIds} is not null and not (${teacher.id}::uuid = any(${childSettings.allowedTeacherIds})))`,
        );
      return rows.map((row) => row.childId);
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
