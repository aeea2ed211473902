import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_OF,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  PUSH_LANGUAGES,
  SERVER_EVENTS,
  type AppNotification,
  type NotificationCreatedPayload,
  type NotificationParamsByType,
  type NotificationPreferenceKey,
  type NotificationPreferences,
  type NotificationsChangedPayload,
  type NotificationType,
  type PushLanguage,
  type PushPayload,
} from '@app/shared/protocol';

// The API's side of the notifications protocol, whose types, names and wire schemas live in
// the shared package: here the server's own constants and names for them.

export { NOTIFICATION_TYPES, type NotificationType };
export { PUSH_LANGUAGES, type PushLanguage };

/** The params each type carries (the contract's schemas validate the same). */
export type NotificationParams<T extends NotificationType = NotificationType> =
  NotificationParamsByType[T];

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
