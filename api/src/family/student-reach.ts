import { isMinor, needsConsent, type CallRefusalCode } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import type { BlocksRepository } from '../moderation/blocks-repository';
import { rulesAllow, type JudgedSheikh } from './child-rules';
import { DEFAULT_CHILD_RULES, type FamilyRepository } from './family-repository';

/**
 * Which Sheikhs a student may see and call: not one it blocked, only those its guardians'
 * rules allow, and none at all while it is a minor without a guardian's consent. The lists,
 * "Call next", calls and the Sheikh's page all ask here.
 */
export function createStudentReach(deps: {
  blocks: BlocksRepository;
  family: FamilyRepository;
  minorAge: number;
}) {
  const { blocks, family, minorAge } = deps;

  async function rulesOf(studentId: string) {
    return (await family.settingsOf(studentId)) ?? DEFAULT_CHILD_RULES;
  }

  return {
    /** True when the student is a minor whose guardian has not consented (linked) yet. */
    async needsConsent(student: Pick<UserRow, 'id' | 'birthYear'>): Promise<boolean> {
      if (!isMinor(student.birthYear, minorAge, new Date())) return false;
      const guardians = await family.guardianCount(student.id);
      return needsConsent(student.birthYear, guardians, minorAge, new Date());
    },

    /** A test that the student's lists pass each Sheikh through. */
    async listFilter(studentId: string): Promise<(sheikh: JudgedSheikh) => boolean> {
      const [blocked, rules] = await Promise.all([
        blocks.teacherIdsBlockedBy(studentId),
        rulesOf(studentId),
      ]);
      return (sheikh) => !blocked.has(sheikh.id) && rulesAllow(rules, sheikh);
    },

    /** Why the student may not open this Sheikh's page; a blocked one stays readable. */
    async pageRefusal(
      studentId: string,
      sheikh: JudgedSheikh,
    ): Promise<'family.sheikh_not_allowed' | null> {
      return rulesAllow(await rulesOf(studentId), sheikh) ? null : 'family.sheikh_not_allowed';
    },

    /** Why a call between the two may not ring, or null. */
    async callRefusal(
      student: Pick<UserRow, 'id' | 'birthYear'>,
      sheikh: JudgedSheikh,
    ): Promise<CallRefusalCode | null> {
      if (await this.needsConsent(student)) return 'family.consent_required';
      if (await blocks.between(student.id, sheikh.id)) return 'calls.blocked';
      if (!rulesAllow(await rulesOf(student.id), sheikh)) return 'family.sheikh_not_allowed';
      return null;
    },

    /** The students whose lists leave this Sheikh out: those who blocked him, and by rules. */
    async studentsNotSeeing(sheikh: JudgedSheikh): Promise<string[]> {
      const [blocking, ruledOut] = await Promise.all([
        blocks.studentIdsBlocking(sheikh.id),
        family.childrenNotAllowing(sheikh),
      ]);
      return [...new Set([...blocking, ...ruledOut])];
    },
  };
}

export type StudentReach = ReturnType<typeof createStudentReach>;
