import { z } from 'zod';
import {
  COMMENT_MAX,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  MEETING_STATUSES,
  MEETING_TYPES,
  RATING_MAX,
  RATING_MIN,
  ROOMS_PAGE_MAX,
  ROOMS_PAGE_SIZE,
  ROOM_STATUS_FILTERS,
} from '@app/shared/protocol';

const isoDate = z.string();

export const participationSchema = z
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

export const meetingRoomSchema = z
  .object({
    _id: z.uuid(),
    roomName: z.string(),
    subject: z.string().nullable(),
    type: z.enum(MEETING_TYPES),
    status: z.enum(MEETING_STATUSES),
    teacher: z.object({
      _id: z.uuid().nullable(),
      name: z.string(),
      avatar: z.string().nullable(),
    }),
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

const roomName = z.string().trim().min(1, 'Room name is required').max(200);

export const roomNameParamsSchema = z.object({ roomName });

export const ratingBodySchema = z.object({
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

export const roomsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ROOMS_PAGE_MAX).default(ROOMS_PAGE_SIZE),
  status: z.enum(ROOM_STATUS_FILTERS).default('all'),
  cursor: z.string().max(200).optional(),
});

export const roomsPageSchema = z.object({
  rooms: z.array(meetingRoomSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});

export const roomsFilterQuerySchema = z.object({
  status: z.enum(ROOM_STATUS_FILTERS).default('all'),
});

export const roomsSummarySchema = z
  .object({
    total: z.number(),
    byStatus: z.object({ scheduled: z.number(), active: z.number(), ended: z.number() }),
    totalDurationMinutes: z.number(),
    averageDurationMinutes: z.number(),
    totalRatings: z.number(),
    averageRating: z.number(),
  })
  .meta({ id: 'RoomsSummary' });

export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

const historyPersonSchema = z.object({ name: z.string(), avatar: z.string().nullable() });

export const historyPageSchema = z
  .object({
    lessons: z.array(
      z.object({
        meetingId: z.uuid(),
        subject: z.string().nullable(),
        startedAt: isoDate,
        endedAt: isoDate.nullable(),
        duration: z.number().describe('minutes'),
        teacher: historyPersonSchema,
        students: z.array(
          historyPersonSchema.extend({
            rating: z.number().nullable(),
            ratingComment: z.string().nullable(),
          }),
        ),
      }),
    ),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'LessonHistoryPage' });
