import type { MeetingRoom, StudentParticipation } from '@app/shared/protocol';
import type { MeetingRow, ParticipationRow } from '../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Minutes with one decimal, from real times. */
export const minutes = (ms: number) => Math.round(Math.max(0, ms) / 6_000) / 10;

/** Seconds attended so far, counting a stay still in progress up to `now`. */
function attendedMs(row: ParticipationRow, now: Date): number {
  const ongoing =
    row.lastJoinedAt && (!row.leftAt || row.leftAt < row.lastJoinedAt)
      ? now.getTime() - row.lastJoinedAt.getTime()
      : 0;
  return row.participationSeconds * 1000 + ongoing;
}

export function toParticipation(row: ParticipationRow, now = new Date()): StudentParticipation {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    avatar: row.avatar,
    joinedAt: iso(row.joinedAt),
    leftAt: iso(row.leftAt),
    participationDuration: minutes(attendedMs(row, now)),
    rating: row.rating,
    ratingComment: row.ratingComment,
  };
}

/** The meeting's connected time: from its start to its end (or now), minus its interruptions. */
export function connectedMs(row: MeetingRow, now: Date): number {
  const end = row.endTime ?? (row.status === 'active' ? now : null);
  if (!row.startTime || !end) return 0;
  const ongoing =
    row.interruptedAt && !row.endTime ? end.getTime() - row.interruptedAt.getTime() : 0;
  return end.getTime() - row.startTime.getTime() - row.interruptedSeconds * 1000 - ongoing;
}

/** The wire form of a meeting room with its students (docs/product.md). */
export function toMeetingRoom(
  row: MeetingRow,
  teacherAvatar: string | null,
  students: ParticipationRow[],
  now = new Date(),
): MeetingRoom {
  return {
    _id: row.id,
    roomName: row.roomName,
    subject: row.subject,
    type: row.type,
    status: row.status,
    teacher: { _id: row.teacherId, name: row.teacherName, avatar: teacherAvatar },
    students: students.map((student) => toParticipation(student, now)),
    totalParticipants: row.studentCount + 1,
    teacherJoined: row.teacherJoined,
    teacherJoinedAt: iso(row.teacherJoinedAt),
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    duration: minutes(connectedMs(row, now)),
    averageRating: row.averageRating,
    totalRatings: row.totalRatings,
    ratedStudentCount: row.ratedStudentCount,
    studentCount: row.studentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
