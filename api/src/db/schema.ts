import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  GENDERS,
  LOGIN_METHODS,
  MEETING_STATUSES,
  MEETING_TYPES,
  ROLES,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
} from '@app/shared/protocol';

// Ids are UUIDv7 made by the application (PostgreSQL 15 has no uuidv7()); dates are set by
// the application too, in milliseconds, so keyset cursors round-trip exactly.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
};
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roleEnum = pgEnum('role', ROLES);
export const meetingStatusEnum = pgEnum('meeting_status', MEETING_STATUSES);
export const meetingTypeEnum = pgEnum('meeting_type', MEETING_TYPES);
export const loginMethodEnum = pgEnum('login_method', LOGIN_METHODS);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const specializationEnum = pgEnum('specialization', SPECIALIZATIONS);
export const teachingLanguageEnum = pgEnum('teaching_language', TEACHING_LANGUAGES);
export const genderEnum = pgEnum('gender', GENDERS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    // A child's sign-in name, given by its guardian; such an account has no email or phone.
    username: text('username'),
    // A student's; decides whether it is a minor (docs/safeguarding.md).
    birthYear: smallint('birth_year'),
    role: roleEnum('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    loginMethod: loginMethodEnum('login_method').notNull(),
    // The email address was confirmed by its link; it never gates signing in.
    verified: boolean('verified').notNull().default(false),
    status: accountStatusEnum('status').notNull().default('active'),
    // The reason an admin gave when rejecting an application.
    statusReason: text('status_reason'),
    // Derived, never written: the one place that says whether an account may be used.
    active: boolean('active')
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    lastLogin: at('last_login'),
    avatar: text('avatar'),
    totalReviews: integer('total_reviews').notNull().default(0),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    isOnline: boolean('is_online').notNull().default(false),
    isBusy: boolean('is_busy').notNull().default(false),
    inMeeting: boolean('in_meeting').notNull().default(false),
    experience: text('experience'),
    specializations: specializationEnum('specializations')
      .array()
      .notNull()
      .default(sql`'{}'`),
    languages: teachingLanguageEnum('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Null: the teacher did not say.
    gender: genderEnum('gender'),
    bio: text('bio'),
    // Lessons that took place (ended, the teacher joined); counted as each one ends.
    lessonsTaught: integer('lessons_taught').notNull().default(0),
    // The code of conduct a teacher accepted on applying, and when; null if never.
    conductVersion: integer('conduct_version'),
    conductAcceptedAt: at('conduct_accepted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_key').on(t.username),
    index('users_role_name_idx').on(t.role, t.name),
  ],
);

/** One row per login: a refresh-token family. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every refresh token ever issued, hashed; `replacedAt` marks a rotated (spent) one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    replacedAt: at('replaced_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey(),
    roomName: text('room_name').notNull(),
    subject: text('subject'),
    type: meetingTypeEnum('type').notNull().default('one-to-one'),
    status: meetingStatusEnum('status').notNull(),
    // The teacher may be deleted later; the name snapshot keeps the history readable.
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    teacherName: text('teacher_name').notNull(),
    teacherJoined: boolean('teacher_joined').notNull().default(false),
    teacherJoinedAt: at('teacher_joined_at'),
    startTime: at('start_time'),
    endTime: at('end_time'),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    ratedStudentCount: integer('rated_student_count').notNull().default(0),
    studentCount: integer('student_count').notNull().default(0),
    // The lifecycle (docs/meeting-lifecycle.md): set while a participant's connection is lost,
    // with who is lost; the seconds spent so are left out of the duration.
    interruptedAt: at('interrupted_at'),
    lostUserIds: uuid('lost_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    interruptedSeconds: integer('interrupted_seconds').notNull().default(0),
    // When the sweep last saw every participant in the room: a participant who vanished
    // without a goodbye (its API process died) is counted gone from then, not from when the
    // next process noticed, so an outage is not lesson time.
    confirmedAt: at('confirmed_at'),
    endReason: text('end_reason'),
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('meetings_room_name_key').on(t.roomName),
    // drizzle's .desc() alone emits DESC NULLS LAST, which cannot serve ORDER BY ... DESC.
    index('meetings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('meetings_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('meetings_teacher_idx').on(t.teacherId),
    // The sweep looks up the meetings whose rejoin window has passed.
    index('meetings_interrupted_idx')
      .on(t.interruptedAt)
      .where(sql`${t.interruptedAt} IS NOT NULL`),
  ],
);

/** A student's place in a meeting: attendance (accumulated seconds) and at most one rating. */
export const participations = pgTable(
  'participations',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    avatar: text('avatar'),
    joinedAt: at('joined_at'),
    lastJoinedAt: at('last_joined_at'),
    leftAt: at('left_at'),
    participationSeconds: integer('participation_seconds').notNull().default(0),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
  },
  (t) => [
    // Also serves lookups by meeting alone (leading column).
    uniqueIndex('participations_meeting_user_key').on(t.meetingId, t.userId),
    index('participations_user_idx').on(t.userId),
    check('participations_rating_range', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type ParticipationRow = typeof participations.$inferSelect;
