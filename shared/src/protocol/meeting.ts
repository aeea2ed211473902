/** Lifecycle of a meeting room. */
export const MEETING_STATUSES = ['scheduled', 'active', 'ended'] as const;
/** A meeting room's status. */
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Filter values of the rooms overview (`all` plus every status). */
export const ROOM_STATUS_FILTERS = ['all', ...MEETING_STATUSES] as const;
/** A rooms overview filter. */
export type RoomStatusFilter = (typeof ROOM_STATUS_FILTERS)[number];

/**
 * How a room came about: a booked lesson's meeting (docs/booking.md) or an on-demand call.
 * Not "scheduled": that is a meeting's lifecycle state, whatever its origin.
 */
export const ROOM_ORIGINS = ['booked', 'on_demand'] as const;
/** A room's origin. */
export type RoomOrigin = (typeof ROOM_ORIGINS)[number];

/** Origin filter values of the rooms overview (`all` plus every origin). */
export const ROOM_ORIGIN_FILTERS = ['all', ...ROOM_ORIGINS] as const;
/** A rooms overview origin filter. */
export type RoomOriginFilter = (typeof ROOM_ORIGIN_FILTERS)[number];

/** One-to-one (the product today) or group. */
export const MEETING_TYPES = ['one-to-one', 'group'] as const;
/** A meeting room's type. */
export type MeetingType = (typeof MEETING_TYPES)[number];

export type {
  MeetingRoom,
  MeetingTeacher,
  OverviewRoom,
  RoomsFilter,
  RoomsSummary,
  StudentParticipation,
} from './api-contract/meetings-contract';
