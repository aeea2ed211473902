// Notifications: stored and sent as a type plus parameters, never as sentences, so
// each client renders them in its own language. Pure types and constants, shared by the API and
// the browser.
import type { REGISTRABLE_ROLES } from './roles';
import type { Gender } from './teaching-profile';

/** What each notification type carries. */
export interface NotificationParamsByType {
  /** To a teacher: a student's call was not answered in 30 s, or the teacher was away. */
  missedCall: { studentId: string; studentName: string; reason: 'noAnswer' | 'away' };
  /**
   * To a student: the teacher declined the call. `teacherGender` (absent from notifications
   * stored before it was sent; null: not said) picks the Arabic verb's form.
   */
  callDeclined: { teacherId: string; teacherName: string; teacherGender?: Gender | null };
  /** To a teacher: a student rated a session (1-5). */
  ratingReceived: { studentName: string; rating: number; meetingId: string };
  accountActivated: Record<string, never>;
  accountBanned: Record<string, never>;
  /** To every admin and superadmin: a new account waits for activation. */
  registrationPending: { userId: string; name: string; role: (typeof REGISTRABLE_ROLES)[number] };
  /**
   * To a student following a Sheikh: the Sheikh came online. `gender` (when the Sheikh's profile
   * gives one) makes the sentence agree with the Sheikh.
   */
  followedTeacherOnline: { teacherId: string; teacherName: string; gender?: Gender };
}

/** A notification type. */
export type NotificationType = keyof NotificationParamsByType;

/** Every notification type, in the order the preferences list their kinds. */
export const NOTIFICATION_TYPES = [
  'missedCall',
  'callDeclined',
  'ratingReceived',
  'accountActivated',
  'accountBanned',
  'registrationPending',
  'followedTeacherOnline',
] as const satisfies readonly NotificationType[];

export type NotificationStatus = 'unread' | 'read';

/** One notification as the API sends it; `params` follow from `type`. */
export type AppNotification = {
  [Type in NotificationType]: {
    _id: string;
    type: Type;
    params: NotificationParamsByType[Type];
    status: NotificationStatus;
    /** ISO date. */
    createdAt: string;
  };
}[NotificationType];

/** The user's switches (all on by default). */
export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  desktop: boolean;
  callNotifications: boolean;
  sessionNotifications: boolean;
  accountNotifications: boolean;
  systemNotifications: boolean;
}

/** A preference switch. */
export type NotificationPreferenceKey = keyof NotificationPreferences;

/** Delivery channels: they gate how a notification reaches the user, not whether it exists. */
export const NOTIFICATION_CHANNELS = [
  'email',
  'push',
  'desktop',
] as const satisfies readonly NotificationPreferenceKey[];

/** Kinds: a kind switched off creates no notification of that kind at all. */
export const NOTIFICATION_KINDS = [
  'callNotifications',
  'sessionNotifications',
  'accountNotifications',
  'systemNotifications',
] as const satisfies readonly NotificationPreferenceKey[];

/** The kind switch that governs each type. */
export const NOTIFICATION_KIND_OF: Record<NotificationType, (typeof NOTIFICATION_KINDS)[number]> = {
  missedCall: 'callNotifications',
  callDeclined: 'callNotifications',
  ratingReceived: 'sessionNotifications',
  accountActivated: 'accountNotifications',
  accountBanned: 'accountNotifications',
  registrationPending: 'systemNotifications',
  followedTeacherOnline: 'callNotifications',
};

/** `GET /notifications` query; `cursor` is the opaque `nextCursor` of the previous page. */
export interface NotificationsQuery {
  limit?: number;
  cursor?: string;
}

/** `GET /notifications` data: newest first. */
export interface NotificationsPage {
  notifications: AppNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

/** `PATCH /notifications/{id}/read` data. */
export interface NotificationReadResult {
  notification: AppNotification;
  unreadCount: number;
}

/** `POST /notifications/read-all` data. */
export interface NotificationsReadAllResult {
  unreadCount: 0;
}

/** `GET|PUT /notifications/preferences` data. */
export interface NotificationPreferencesResult {
  preferences: NotificationPreferences;
  /** Which channels can work on this server (email needs SMTP, push needs VAPID keys). */
  available: { email: boolean; push: boolean; desktop: true };
  /** The application server key for PushManager.subscribe, or null without push. */
  vapidPublicKey: string | null;
}

/** `PUT /notifications/preferences` body: any subset of the switches. */
export type UpdateNotificationPreferencesRequest = Partial<NotificationPreferences>;

/** `POST /notifications/push-subscriptions` body. */
export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The language the server writes this browser's push texts in. */
  language: 'ar' | 'en';
}

/** `DELETE /notifications/push-subscriptions` body. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** A web push message's JSON (texts already in the subscription's language). */
export interface PushPayload {
  type: 'incomingCall' | NotificationType;
  title: string;
  body: string;
  /** The app path to open on click. */
  url: string;
  /** Buttons on the notification, where the system shows them (a declined call's Call back). */
  actions?: PushAction[];
  /** `call-<callId>` or `notification-<id>`: a newer message with the same tag replaces it. */
  tag: string;
  /** The texts' language, so the notification is laid out in its direction. */
  lang: 'ar' | 'en';
}

/** A push notification's button: its text in the subscriber's language and the path it opens. */
export interface PushAction {
  action: 'callBack';
  title: string;
  url: string;
}

/**
 * The query parameter of /main that calls a teacher back (a declined call's push button): the
 * student's page places the call as if Call had been clicked, then drops the parameter.
 */
export const CALL_BACK_PARAM = 'callBack';

/** The app path that calls this teacher back. */
export function callBackPath(teacherId: string): string {
  return `/main?${CALL_BACK_PARAM}=${encodeURIComponent(teacherId)}`;
}

/** `notification:created` (to every tab of the recipient). */
export interface NotificationCreatedPayload {
  notification: AppNotification;
  unreadCount: number;
}

/** `notifications:changed` (to every tab of the user) after read, read-all or delete. */
export interface NotificationsChangedPayload {
  unreadCount: number;
}

/** `tab:visibility`: whether this tab is hidden, on connect and on every change. */
export interface ClientVisibilityPayload {
  hidden: boolean;
}
