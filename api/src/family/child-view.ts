import type { ChildSafety, ChildSummary, FamilyStanding } from '@app/shared/protocol';
import { isMinor, needsConsent } from '@app/shared/protocol';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { DEFAULT_CHILD_RULES, type GuardianRow } from './family-repository';
import type { ChildSettingsRow } from './family-tables';

type FamilyReaders = Pick<
  FastifyInstance,
  'familyRepository' | 'usersRepository' | 'meetingsRepository' | 'config'
>;

const person = (row: { id: string; name: string }) => ({ _id: row.id, name: row.name });

/** A child's rules as its guardians and the child read them, the allowed Sheikhs by name. */
async function safetyOf(
  app: FamilyReaders,
  settings: ChildSettingsRow | null | undefined,
): Promise<ChildSafety> {
  const rules = settings ?? DEFAULT_CHILD_RULES;
  const allowed = rules.allowedTeacherIds
    ? await app.usersRepository.findByIds(rules.allowedTeacherIds)
    : null;
  return {
    sheikhGender: rules.sheikhGender,
    allowedTeachers: allowed
      ? allowed.sort((a, b) => a.name.localeCompare(b.name)).map(person)
      : null,
    chatAllowed: rules.chatAllowed,
  };
}

/** The children as their guardian sees them, in the order given. */
export async function childSummaries(
  app: FamilyReaders,
  children: UserRow[],
): Promise<ChildSummary[]> {
  const ids = children.map((child) => child.id);
  const [settings, guardians] = await Promise.all([
    app.familyRepository.settingsOfMany(ids),
    app.familyRepository.guardiansOfMany(ids),
  ]);
  const now = new Date();
  return Promise.all(
    children.map(async (child) => {
      const meeting = await app.meetingsRepository.openMeetingOf(child.id);
      return {
        _id: child.id,
        name: child.name,
        username: child.username,
        avatar: child.avatar,
        birthYear: child.birthYear,
        minor: isMinor(child.birthYear, app.config.MINOR_AGE, now),
        safety: await safetyOf(app, settings.get(child.id)),
        guardians: (guardians.get(child.id) ?? []).map(person),
        lesson:
          meeting?.status === 'active'
            ? {
                meetingId: meeting.id,
                roomName: meeting.roomName,
                teacherName: meeting.teacherName,
                startedAt: (meeting.startTime ?? meeting.createdAt).toISOString(),
              }
            : null,
      };
    }),
  );
}

/** A student's own standing: minor or not, consent, its guardians and their rules. */
export async function standingOf(app: FamilyReaders, student: UserRow): Promise<FamilyStanding> {
  const [settings, guardians] = await Promise.all([
    app.familyRepository.settingsOf(student.id),
    app.familyRepository.guardiansOf(student.id),
  ]);
  const now = new Date();
  const minor = isMinor(student.birthYear, app.config.MINOR_AGE, now);
  const consentNeeded = needsConsent(
    student.birthYear,
    guardians.length,
    app.config.MINOR_AGE,
    now,
  );
  return {
    minor,
    consentNeeded,
    consentEmail: consentNeeded ? (settings?.consentEmail ?? null) : null,
    guardians: guardians.map((guardian: GuardianRow) => person(guardian)),
    safety: await safetyOf(app, settings),
  };
}
