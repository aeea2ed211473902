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

export type {
  MeetingRoom,
  MeetingTeacher,
  RoomsSummary,
  StudentParticipation,
} from './api-contract/meetings-contract';
