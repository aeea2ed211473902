import { isAdminRole } from '@app/shared/protocol';
import type { MeetingRow, UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';
import type { MeetingsRepository } from './meetings-repository';

/** How the caller relates to a meeting. */
export type MeetingRole = 'teacher' | 'student' | 'admin';

/** The meeting, or 404 'Meeting not found' (the product's own label). */
export function found<T>(meeting: T | null): T {
  if (!meeting) throw apiError('meetings.not_found');
  return meeting;
}

/**
 * The caller's place in the meeting, decided from the session and the database, never
 * from ids in the request: its teacher, one of its students, or an admin overseeing it.
 */
export async function meetingRoleOf(
  meetings: MeetingsRepository,
  meeting: MeetingRow,
  user: UserRow,
): Promise<MeetingRole | null> {
  if (meeting.teacherId === user.id) return 'teacher';
  if (user.role === 'student' && (await meetings.findParticipation(meeting.id, user.id))) {
    return 'student';
  }
  return isAdminRole(user.role) ? 'admin' : null;
}

/** 403 unless the caller has one of the allowed places in the meeting. */
export async function requireMeetingRole(
  meetings: MeetingsRepository,
  meeting: MeetingRow,
  user: UserRow,
  allowed: readonly MeetingRole[],
): Promise<MeetingRole> {
  const role = await meetingRoleOf(meetings, meeting, user);
  if (!role || !allowed.includes(role)) throw apiError('auth.forbidden');
  return role;
}
