import { z } from 'zod';
import {
  GENDERS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_OF,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  REGISTRABLE_ROLES,
  SERVER_EVENTS,
  type AppNotification,
  type NotificationCreatedPayload,
  type NotificationParamsByType,
  type NotificationPreferenceKey,
  type NotificationPreferences,
  type NotificationsChangedPayload,
  type NotificationType,
  type PushPayload,
} from '@app/shared/protocol';

// The API's side of the notifications contract, whose types and names live in the shared
// protocol: here only what validates them at run time (zod) and the server's own constants.

export { NOTIFICATION_TYPES, type NotificationType };

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const MISSED_CALL_REASONS = ['noAnswer', 'away'] as const;
export type MissedCallReason = (typeof MISSED_CALL_REASONS)[number];

export const PUSH_LANGUAGES = ['ar', 'en'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

/** The params each type carries; the response schema and the stored rows follow these. */
export const notificationParamsSchemas = {
  missedCall: z.object({
    studentId: z.string(),
    studentName: z.string(),
    reason: z.enum(MISSED_CALL_REASONS),
  }),
  callDeclined: z.object({
    teacherId: z.string(),
    teacherName: z.string(),
    teacherGender: z.enum(GENDERS).nullable().optional(),
  }),
  ratingReceived: z.object({
    studentName: z.string(),
    rating: z.number().int().min(1).max(5),
    meetingId: z.string(),
  }),
  accountActivated: z.object({}),
  accountBanned: z.object({}),
  registrationPending: z.object({
    userId: z.string(),
    name: z.string(),
    role: z.enum(REGISTRABLE_ROLES),
  }),
  followedTeacherOnline: z.object({
    teacherId: z.string(),
    teacherName: z.string(),
    gender: z.enum(GENDERS).optional(),
  }),
} satisfies Record<NotificationType, z.ZodType>;

export type NotificationParams<T extends NotificationType = NotificationType> = z.output<
  (typeof notificationParamsSchemas)[T]
>;

// What the schemas let through must be what the shared protocol promises the clients.
type FitsProtocol<T extends NotificationType> =
  NotificationParams<T> extends NotificationParamsByType[T] ? true : never;
const paramsFitProtocol: { [T in NotificationType]: FitsProtocol<T> } = {
  missedCall: true,
  callDeclined: true,
  ratingReceived: true,
  accountActivated: true,
  accountBanned: true,
  registrationPending: true,
  followedTeacherOnline: true,
};
void paramsFitProtocol;

/** A notification as the client gets it. */
export type Notification = AppNotification;

/** The preference switches: three delivery channels and one switch per kind. */
export const PREFERENCE_KEYS = [
  ...NOTIFICATION_CHANNELS,
  ...NOTIFICATION_KINDS,
] as const satisfies readonly NotificationPreferenceKey[];
export type PreferenceKey = NotificationPreferenceKey;
export type { NotificationPreferences };

/** Everything on until the user says otherwise. */
export const DEFAULT_PREFERENCES: NotificationPreferences = Object.fromEntries(
  PREFERENCE_KEYS.map((key) => [key, true]),
) as unknown as NotificationPreferences;

/** The kind switch that decides whether a notification of this type is created at all. */
export const KIND_SWITCH: Record<NotificationType, PreferenceKey> = NOTIFICATION_KIND_OF;

/** Socket events of the notifications feature (names from the shared protocol). */
export const NOTIFICATION_SERVER_EVENTS = {
  notificationCreated: SERVER_EVENTS.notificationCreated,
  notificationsChanged: SERVER_EVENTS.notificationsChanged,
} as const;

export type { NotificationCreatedPayload, NotificationsChangedPayload, PushPayload };
