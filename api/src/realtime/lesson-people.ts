import type { MeetingParticipant } from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import type { RealtimeContext } from './realtime-context';

/** The lesson's students (those with an account) and its teacher, with their genders. */
export async function lessonPeople(
  ctx: Pick<RealtimeContext, 'directory' | 'meetings'>,
  meeting: MeetingRow,
): Promise<MeetingParticipant[]> {
  const { students } = await ctx.meetings.view(meeting);
  const people = [
    ...students.flatMap((s) =>
      s.userId ? [{ userId: s.userId, name: s.name, role: 'student' as const }] : [],
    ),
    ...(meeting.teacherId
      ? [{ userId: meeting.teacherId, name: meeting.teacherName, role: 'teacher' as const }]
      : []),
  ];
  return Promise.all(
    people.map(async (person) => ({
      ...person,
      gender: (await ctx.directory.get(person.userId))?.gender ?? null,
    })),
  );
}
