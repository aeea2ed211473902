/** Lifecycle of a meeting room. */
export const MEETING_STATUSES = ['scheduled', 'active', 'ended'] as const;
/** A meeting room's status. */
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Filter values of the rooms overview (`all` plus every status). */
export const ROOM_STATUS_FILTERS = ['all', ...MEETING_STATUSES] as const;
/** A rooms overview filter. */
export type RoomStatusFilter = (typeof ROOM_STATUS_FILTERS)[number];

/** One-to-one (the product today) or group. */
export const MEETING_TYPES = ['one-to-one', 'group'] as const;
/** A meeting room's type. */
export type MeetingType = (typeof MEETING_TYPES)[number];

/** A student's attendance and rating in one meeting; durations in minutes. */
export interface StudentParticipation {
  _id: string;
  userId: string | null;
  name: string;
  avatar: string | null;
  joinedAt: string | null;
  leftAt: string | null;
  participationDuration: number;
  rating: number | null;
  ratingComment: string | null;
}

/** The teacher of a meeting as shown in the rooms overview. */
export interface MeetingTeacher {
  _id: string | null;
  name: string;
  avatar: string | null;
}

/** A meeting room with its ratings (docs/product.md); duration in minutes. */
export interface MeetingRoom {
  _id: string;
  roomName: string;
  subject: string | null;
  type: MeetingType;
  status: MeetingStatus;
  teacher: MeetingTeacher;
  students: StudentParticipation[];
  totalParticipants: number;
  teacherJoined: boolean;
  teacherJoinedAt: string | null;
  startTime: string | null;
  endTime: string | null;
  duration: number;
  averageRating: number;
  totalRatings: number;
  ratedStudentCount: number;
  studentCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** `GET /meetings/admin/rooms/summary` answer: the rooms overview's figures over a whole filter. */
export interface RoomsSummary {
  /** Rooms in the filter. */
  total: number;
  byStatus: Record<MeetingStatus, number>;
  /** Connected minutes of the ended rooms, one decimal. */
  totalDurationMinutes: number;
  /** Mean connected minutes of the ended rooms that started; 0 when none. */
  averageDurationMinutes: number;
  /** Every rating given in the filter's rooms. */
  totalRatings: number;
  /** Mean of those ratings; 0 when none. */
  averageRating: number;
}
