import { z } from 'zod';
import {
  NOTIFICATION_STATUSES,
  PREFERENCE_KEYS,
  PUSH_LANGUAGES,
  notificationParamsSchemas,
  type NotificationType,
  type PreferenceKey,
} from './notification-types';

const isoDate = z.string().describe('ISO-8601 date');

const notificationOf = <T extends NotificationType>(type: T) =>
  z.object({
    _id: z.uuid(),
    type: z.literal(type),
    params: notificationParamsSchemas[type],
    status: z.enum(NOTIFICATION_STATUSES),
    createdAt: isoDate,
  });

/** A notification on the wire: its type decides the shape of its params. */
export const notificationSchema = z
  .discriminatedUnion('type', [
    notificationOf('missedCall'),
    notificationOf('callDeclined'),
    notificationOf('ratingReceived'),
    notificationOf('accountActivated'),
    notificationOf('accountBanned'),
    notificationOf('registrationPending'),
    notificationOf('followedTeacherOnline'),
  ])
  .meta({ id: 'Notification' });

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(200).optional(),
});

export const notificationIdParamsSchema = z.object({ id: z.uuid('Invalid notification id') });

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});

const switches = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, value])) as Record<PreferenceKey, T>,
  );

export const preferencesSchema = switches(z.boolean()).meta({ id: 'NotificationPreferences' });

/** PUT body: any of the switches, nothing else. */
export const preferencesUpdateSchema = switches(z.boolean().optional()).strict();

export const preferencesResponseSchema = z.object({
  preferences: preferencesSchema,
  available: z.object({ email: z.boolean(), push: z.boolean(), desktop: z.literal(true) }),
  vapidPublicKey: z.string().nullable(),
});

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

export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  language: z.enum(PUSH_LANGUAGES),
});

export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
