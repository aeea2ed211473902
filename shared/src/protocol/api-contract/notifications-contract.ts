import { z } from 'zod';
import type { NOTIFICATIONS_ROUTES } from '../api-routes/notifications-routes';
import {
  LESSON_REMINDER_KINDS,
  MISSED_CALL_REASONS,
  NOTIFICATION_STATUSES,
  PUSH_LANGUAGES,
  type AppNotification,
  type NotificationParamsByType,
  type NotificationPreferences,
  type NotificationType,
  type WeeklyReportFigures,
} from '../notifications';
import { REGISTRABLE_ROLES } from '../roles';
import { REPORT_REASONS } from '../safety';
import { TIME_ZONE_MAX } from '../revision-reminder';
import { GENDERS } from '../teaching-profile';
import { dataOf, noContent, type ContractFor } from './route-schemas';

// A notification is also a socket payload (`notification:created`), so AppNotification and its
// params stay interfaces of the protocol; these schemas are tied to them.

const count = z.number().int().min(0);

const weeklyReportFiguresSchema = z.object({
  lessons: count,
  sabaqAyat: count,
  sabqiAyat: count,
  manzilAyat: count,
  accepted: count,
  missing: count,
  pagesDue: count,
}) satisfies z.ZodType<WeeklyReportFigures>;

const instant = z.iso.datetime({ offset: true });

/** A booked lesson's instant, and the recipient's zone the server's texts show it in. */
const lessonTime = {
  startsAt: instant,
  timeZone: z.string().min(1).max(TIME_ZONE_MAX).describe('IANA time zone'),
};

/** The params each type carries; stored rows hold the same. */
const notificationParamsSchemas = {
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
  reportFiled: z.object({
    reportId: z.string(),
    reason: z.enum(REPORT_REASONS),
    reportedName: z.string(),
  }),
  childLessonStarted: z.object({
    childId: z.string(),
    childName: z.string(),
    teacherName: z.string(),
    meetingId: z.string(),
  }),
  childLessonEnded: z.object({
    childId: z.string(),
    childName: z.string(),
    teacherName: z.string(),
    meetingId: z.string(),
    minutes: z.number().int(),
  }),
  revisionDue: z.object({ pages: z.number().int().min(1) }),
  homeworkSubmitted: z.object({
    homeworkId: z.uuid(),
    studentId: z.uuid(),
    studentName: z.string(),
  }),
  weeklyReport: weeklyReportFiguresSchema,
  childWeeklyReport: weeklyReportFiguresSchema.extend({
    childId: z.uuid(),
    childName: z.string(),
  }),
  lessonsBooked: z.object({
    ...lessonTime,
    bookingId: z.uuid(),
    studentId: z.uuid(),
    studentName: z.string(),
    count: z.number().int().min(1),
  }),
  lessonCancelled: z.object({
    ...lessonTime,
    bookingId: z.uuid(),
    name: z.string(),
    count: z.number().int().min(1),
    teacherGender: z.enum(GENDERS).optional(),
  }),
  lessonMoved: z.object({
    ...lessonTime,
    lessonId: z.uuid(),
    studentId: z.uuid(),
    studentName: z.string(),
    previousStartsAt: instant,
  }),
  lessonReminder: z.object({
    ...lessonTime,
    lessonId: z.uuid(),
    name: z.string(),
    before: z.enum(LESSON_REMINDER_KINDS),
  }),
} satisfies { [T in NotificationType]: z.ZodType<NotificationParamsByType[T]> };

const isoDate = z.string().describe('ISO-8601 date');

const notificationOf = <T extends NotificationType>(type: T) =>
  z.object({
    _id: z.uuid(),
    type: z.literal(type),
    params: notificationParamsSchemas[type],
    status: z.enum(NOTIFICATION_STATUSES),
    createdAt: isoDate,
  });

/**
 * A notification on the wire: its type decides the shape of its params. Typed as the protocol's
 * AppNotification (which the union's output must fit), so the bodies below carry that very type.
 */
const notificationSchema: z.ZodType<AppNotification, AppNotification> = z
  .discriminatedUnion('type', [
    notificationOf('missedCall'),
    notificationOf('callDeclined'),
    notificationOf('ratingReceived'),
    notificationOf('accountActivated'),
    notificationOf('accountBanned'),
    notificationOf('registrationPending'),
    notificationOf('followedTeacherOnline'),
    notificationOf('reportFiled'),
    notificationOf('childLessonStarted'),
    notificationOf('childLessonEnded'),
    notificationOf('revisionDue'),
    notificationOf('homeworkSubmitted'),
    notificationOf('weeklyReport'),
    notificationOf('childWeeklyReport'),
    notificationOf('lessonsBooked'),
    notificationOf('lessonCancelled'),
    notificationOf('lessonMoved'),
    notificationOf('lessonReminder'),
  ])
  .meta({ id: 'Notification' });

const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The opaque `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});

/** `GET /notifications` query as a client sends it: without `limit`, the server's default. */
export type NotificationsQuery = Partial<z.output<typeof notificationsQuerySchema>>;

const notificationIdParams = z.object({ id: z.uuid('Invalid notification id') });

const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});

/** `GET /notifications` data: newest first. */
export type NotificationsPage = z.output<typeof notificationsPageSchema>;

const notificationReadSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number(),
});

/** `PATCH /notifications/{id}/read` data. */
export type NotificationReadResult = z.output<typeof notificationReadSchema>;

const notificationsReadAllSchema = z.object({ unreadCount: z.literal(0) });

/** `POST /notifications/read-all` data. */
export type NotificationsReadAllResult = z.output<typeof notificationsReadAllSchema>;

const preferenceSwitches = z.object({
  email: z.boolean(),
  push: z.boolean(),
  desktop: z.boolean(),
  callNotifications: z.boolean(),
  sessionNotifications: z.boolean(),
  accountNotifications: z.boolean(),
  systemNotifications: z.boolean(),
}) satisfies z.ZodType<NotificationPreferences>;

const preferencesSchema = preferenceSwitches.meta({ id: 'NotificationPreferences' });

/** PUT body: any of the switches, nothing else. */
const preferencesUpdateSchema = preferenceSwitches.partial().strict();

/** `PUT /notifications/preferences` body: any subset of the switches. */
export type UpdateNotificationPreferencesRequest = z.output<typeof preferencesUpdateSchema>;

const preferencesResultSchema = z.object({
  preferences: preferencesSchema,
  /** Which channels can work on this server (email needs SMTP, push needs VAPID keys). */
  available: z.object({ email: z.boolean(), push: z.boolean(), desktop: z.literal(true) }),
  /** The application server key for PushManager.subscribe, or null without push. */
  vapidPublicKey: z.string().nullable(),
});

/** `GET|PUT /notifications/preferences` data. */
export type NotificationPreferencesResult = z.output<typeof preferencesResultSchema>;

// Push services are reached over HTTPS (web-push sends nothing else); a browser's endpoint
// and keys are a few hundred characters at most.
const endpointSchema = z
  .url({ protocol: /^https$/, error: 'endpoint must be an https:// URL' })
  .max(2048);
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  /** The language the server writes this browser's push texts in. */
  language: z.enum(PUSH_LANGUAGES),
});

/** `POST /notifications/push-subscriptions` body. */
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionSchema>;

const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** `DELETE /notifications/push-subscriptions` body. */
export type PushUnsubscribeRequest = z.output<typeof pushUnsubscribeSchema>;

export const NOTIFICATIONS_CONTRACT = {
  'notifications.list': {
    query: notificationsQuerySchema,
    response: dataOf(notificationsPageSchema),
    errors: [400, 401],
  },
  'notifications.read': {
    params: notificationIdParams,
    response: dataOf(notificationReadSchema),
    errors: [400, 401, 403, 404],
  },
  'notifications.readAll': {
    response: dataOf(notificationsReadAllSchema),
    errors: [401, 403],
  },
  'notifications.delete': {
    params: notificationIdParams,
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
  'notifications.preferences': {
    response: dataOf(preferencesResultSchema),
    errors: [401],
  },
  'notifications.updatePreferences': {
    body: preferencesUpdateSchema,
    response: dataOf(preferencesResultSchema),
    errors: [400, 401, 403],
  },
  'push.subscribe': {
    body: pushSubscriptionSchema,
    status: 201,
    response: dataOf(z.object({ endpoint: z.string() })),
    errors: [400, 401, 403],
  },
  'push.unsubscribe': {
    body: pushUnsubscribeSchema,
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
} as const satisfies ContractFor<typeof NOTIFICATIONS_ROUTES>;
