import { z } from 'zod';
import type { MEETINGS_ROUTES } from '../api-routes/meetings-routes';
import {
  COMMENT_MAX,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  ROOMS_PAGE_MAX,
  ROOMS_PAGE_SIZE,
} from '../limits';
import {
  MEETING_STATUSES,
  MEETING_TYPES,
  ROOM_ORIGIN_FILTERS,
  ROOM_ORIGINS,
  ROOM_STATUS_FILTERS,
} from '../meeting';
import { dataOf, type ContractFor } from './route-schemas';

const isoDate = z.string();

const participationSchema = z
  .object({
    _id: z.uuid(),
    userId: z.uuid().nullable(),
    name: z.string(),
    avatar: z.string().nullable(),
    joinedAt: isoDate.nullable(),
    leftAt: isoDate.nullable(),
    participationDuration: z.number().describe('minutes'),
    rating: z.number().nullable(),
    ratingComment: z.string().nullable(),
  })
  .meta({ id: 'StudentParticipation' });

/** A student's attendance and rating in one meeting; durations in minutes. */
export type StudentParticipation = z.output<typeof participationSchema>;

const meetingTeacherSchema = z.object({
  _id: z.uuid().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** The teacher of a meeting as shown in the rooms overview. */
export type MeetingTeacher = z.output<typeof meetingTeacherSchema>;

const meetingRoomSchema = z
  .object({
    _id: z.uuid(),
    roomName: z.string(),
    subject: z.string().nullable(),
    type: z.enum(MEETING_TYPES),
    status: z.enum(MEETING_STATUSES),
    teacher: meetingTeacherSchema,
    students: z.array(participationSchema),
    totalParticipants: z.number(),
    teacherJoined: z.boolean(),
    teacherJoinedAt: isoDate.nullable(),
    startTime: isoDate.nullable(),
    endTime: isoDate.nullable(),
    duration: z.number().describe('minutes'),
    averageRating: z.number(),
    totalRatings: z.number(),
    ratedStudentCount: z.number(),
    studentCount: z.number(),
    createdAt: isoDate,
    updatedAt: isoDate,
    version: z.number(),
  })
  .meta({ id: 'MeetingRoom' });

/** A meeting room with its ratings (docs/product.md); duration in minutes. */
export type MeetingRoom = z.output<typeof meetingRoomSchema>;

// Only the overview says how a room came about: the room view serves the call itself.
const overviewRoomSchema = meetingRoomSchema
  .extend({
    origin: z
      .enum(ROOM_ORIGINS)
      .describe("booked: a booked lesson's meeting; on_demand: a call made on the spot"),
  })
  .meta({ id: 'OverviewRoom' });

/** A room of the admins' rooms overview: the room and whether it was a booked lesson. */
export type OverviewRoom = z.output<typeof overviewRoomSchema>;

const roomName = z.string().trim().min(1, 'Room name is required').max(200);

const ratingBodySchema = z.object({
  meetingId: z.uuid('A meeting id is required to rate'),
  rating: z
    .number({ error: 'Rating is required' })
    .int('Please select a rating')
    .min(RATING_MIN, 'Please select a rating')
    .max(RATING_MAX, 'Rating cannot exceed 5 stars'),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX, `Comment cannot exceed ${COMMENT_MAX} characters`)
    .optional(),
});

/** `POST /meetings/rating` body. */
export type RatingRequest = z.output<typeof ratingBodySchema>;

const ratingResultSchema = z.object({
  meetingId: z.uuid(),
  rating: z.number(),
  comment: z.string().nullable(),
  averageRating: z.number(),
  totalRatings: z.number(),
});

/** `POST /meetings/rating` data: the rating saved and the teacher's figures after it. */
export type RatingResult = z.output<typeof ratingResultSchema>;

// The overview's filter: the list, its summary and its CSV export take the same one.
const roomsFilterQuerySchema = z.object({
  status: z.enum(ROOM_STATUS_FILTERS).default('all'),
  origin: z.enum(ROOM_ORIGIN_FILTERS).default('all'),
});

/** The rooms overview's filter, every field given (the server's defaults applied). */
export type RoomsFilter = z.output<typeof roomsFilterQuerySchema>;

const roomsQuerySchema = roomsFilterQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(ROOMS_PAGE_MAX).default(ROOMS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

/** `GET /meetings/admin/rooms` query, as a client sends it: each field has a default or may go. */
export type RoomsQuery = Partial<z.output<typeof roomsQuerySchema>>;

const roomsPageSchema = z.object({
  rooms: z.array(overviewRoomSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});

/** `GET /meetings/admin/rooms` answer. */
export type RoomsPage = z.output<typeof roomsPageSchema>;

const roomsSummarySchema = z
  .object({
    /** Rooms in the filter. */
    total: z.number(),
    byStatus: z.object({ scheduled: z.number(), active: z.number(), ended: z.number() }),
    /** Rooms in the filter that were booked lessons, and on-demand calls. */
    byOrigin: z.object({ booked: z.number(), on_demand: z.number() }),
    /** Connected minutes of the ended rooms, one decimal. */
    totalDurationMinutes: z.number(),
    /** Mean connected minutes of the ended rooms that started; 0 when none. */
    averageDurationMinutes: z.number(),
    /** Every rating given in the filter's rooms. */
    totalRatings: z.number(),
    /** Mean of those ratings; 0 when none. */
    averageRating: z.number(),
  })
  .meta({ id: 'RoomsSummary' });

/** `GET /meetings/admin/rooms/summary` answer: the rooms overview's figures over a whole filter. */
export type RoomsSummary = z.output<typeof roomsSummarySchema>;

export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

/** `GET /meetings/history` query, as a client sends it: each field has a default or may go. */
export type LessonHistoryQuery = Partial<z.output<typeof historyQuerySchema>>;

// `_id` is null once the account is gone (the lesson keeps the name it had).
const historyPersonSchema = z.object({
  _id: z.uuid().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** A person of a past lesson as its history shows them. */
export type HistoryPerson = z.output<typeof historyPersonSchema>;

const historyStudentSchema = historyPersonSchema.extend({
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
});

/** A student of a past lesson with the rating they gave (null: not rated). */
export type HistoryStudent = z.output<typeof historyStudentSchema>;

const historyEntrySchema = z.object({
  meetingId: z.uuid(),
  subject: z.string().nullable(),
  /** When the lesson started (its creation when it never started). */
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  /** Connected minutes, one decimal. */
  duration: z.number().describe('minutes'),
  teacher: historyPersonSchema,
  students: z.array(historyStudentSchema),
});

/**
 * One past lesson of the signed-in user. A student's entry lists only their own row under
 * `students`; a teacher's lists every student with the rating and comment received.
 */
export type LessonHistoryEntry = z.output<typeof historyEntrySchema>;

export const historyPageSchema = z
  .object({
    lessons: z.array(historyEntrySchema),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'LessonHistoryPage' });

/** `GET /meetings/history` answer: newest first, by keyset. */
export type LessonHistoryPage = z.output<typeof historyPageSchema>;

export const MEETINGS_CONTRACT = {
  'meetings.rate': {
    body: ratingBodySchema,
    status: 201,
    response: dataOf(ratingResultSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'meetings.room': {
    params: z.object({ roomName }),
    response: dataOf(meetingRoomSchema),
    errors: [400, 401, 403, 404],
  },
  'meetings.history': {
    query: historyQuerySchema,
    response: historyPageSchema,
    errors: [400, 401, 403],
  },
  'rooms.list': { query: roomsQuerySchema, response: roomsPageSchema, errors: [400, 401, 403] },
  'rooms.summary': {
    query: roomsFilterQuerySchema,
    response: dataOf(roomsSummarySchema),
    errors: [400, 401, 403],
  },
} as const satisfies ContractFor<typeof MEETINGS_ROUTES>;
