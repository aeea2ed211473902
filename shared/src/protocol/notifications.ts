// Notifications: stored and sent as a type plus parameters, never as sentences, so
// each client renders them in its own language. Pure types and constants, shared by the API and
// the browser.
import type { REGISTRABLE_ROLES } from './roles';
import type { ReportReason } from './safety';
import type { Gender } from './teaching-profile';

/** Why a teacher missed a call: it rang 30 s unanswered, or the teacher was away. */
export const MISSED_CALL_REASONS = ['noAnswer', 'away'] as const;

/** What each notification type carries. */
export interface NotificationParamsByType {
  /** To a teacher: a student's call was not answered in 30 s, or the teacher was away. */
  missedCall: {
    studentId: string;
    studentName: string;
    reason: (typeof MISSED_CALL_REASONS)[number];
  };
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
  /** To every admin and superadmin: a lesson's participant reported the other. */
  reportFiled: { reportId: string; reason: ReportReason; reportedName: string };
  /** To a child's guardians: the child's lesson began (the guardian may watch it). */
  childLessonStarted: {
    childId: string;
    childName: string;
    teacherName: string;
    meetingId: string;
  };
  /** To a child's guardians: the child's lesson ended, after `minutes` minutes. */
  childLessonEnded: {
    childId: string;
    childName: string;
    teacherName: string;
    meetingId: string;
    minutes: number;
  };
  /**
   * To a student, at the time of day they chose (revision-reminder.ts): how many memorised
   * pages are due for revision by the end of their day (at least one: a day with none sends none).
   */
  revisionDue: { pages: number };
  /** To the Sheikh who set a homework: the student sent a recording of it to review. */
  homeworkSubmitted: { homeworkId: string; studentId: string; studentName: string };
  /**
   * To a student, once a week (weekly-report-sender.ts): the figures of the week that just
   * ended, as the record's weekly report counts them. A week with nothing in it sends none.
   */
  weeklyReport: WeeklyReportFigures;
  /** To each of a student's guardians, with the student's own `weeklyReport`. */
  childWeeklyReport: WeeklyReportFigures & { childId: string; childName: string };
  /** To the Sheikh: a student confirmed a booking of `count` lessons, the first at `startsAt`. */
  lessonsBooked: LessonTime & {
    bookingId: string;
    studentId: string;
    studentName: string;
    count: number;
  };
  /**
   * To the other side of cancelled lessons: `name` cancelled `count` of them (one, or the rest
   * of a series), the first at `startsAt`. `teacherGender`, when the Sheikh cancelled and the
   * profile gives one, makes an Arabic verb agree.
   */
  lessonCancelled: LessonTime & {
    bookingId: string;
    name: string;
    count: number;
    teacherGender?: Gender;
  };
  /** To the Sheikh: the student moved one lesson from `previousStartsAt` to `startsAt`. */
  lessonMoved: LessonTime & {
    lessonId: string;
    studentId: string;
    studentName: string;
    previousStartsAt: string;
  };
  /** To both sides of a booked lesson, a day and a few minutes before: `name` is the other. */
  lessonReminder: LessonTime & {
    lessonId: string;
    name: string;
    before: LessonReminderKind;
  };
}

/**
 * When a notification about a booked lesson says it is: the instant (ISO) and the recipient's
 * IANA zone, which the server's push and email texts show the time in. The bell shows it in the
 * browser's own zone.
 */
export type LessonTime = {
  startsAt: string;
  timeZone: string;
};

/** A booked lesson's reminders: a day before, and a few minutes before. */
export const LESSON_REMINDER_KINDS = ['day', 'soon'] as const;
export type LessonReminderKind = (typeof LESSON_REMINDER_KINDS)[number];

/** The day reminder comes this long before a lesson ("tomorrow at 18:00"), in minutes. */
export const LESSON_REMINDER_DAY_MINUTES = 24 * 60;

/** The last reminder comes this long before a lesson; its texts say "in 15 minutes". */
export const LESSON_REMINDER_SOON_MINUTES = 15;

/**
 * What a weekly report notification carries: one figure each, as the record shows them. A type,
 * not an interface, so it fits the stored params' `Record<string, unknown>`.
 */
export type WeeklyReportFigures = {
  /** Lessons joined. */
  lessons: number;
  /** Sabaq ayat that passed; sabqi and manzil ayat recited. */
  sabaqAyat: number;
  sabqiAyat: number;
  manzilAyat: number;
  /** Homework accepted, and homework due without a recording that could be accepted. */
  accepted: number;
  missing: number;
  /** Memorised pages due for revision when the week ended. */
  pagesDue: number;
};

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
  'reportFiled',
  'childLessonStarted',
  'childLessonEnded',
  'revisionDue',
  'homeworkSubmitted',
  'weeklyReport',
  'childWeeklyReport',
  'lessonsBooked',
  'lessonCancelled',
  'lessonMoved',
  'lessonReminder',
] as const satisfies readonly NotificationType[];

/** A notification is unread until its user reads it. */
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

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
  reportFiled: 'systemNotifications',
  childLessonStarted: 'sessionNotifications',
  childLessonEnded: 'sessionNotifications',
  revisionDue: 'sessionNotifications',
  homeworkSubmitted: 'sessionNotifications',
  weeklyReport: 'sessionNotifications',
  childWeeklyReport: 'sessionNotifications',
  lessonsBooked: 'sessionNotifications',
  lessonCancelled: 'sessionNotifications',
  lessonMoved: 'sessionNotifications',
  lessonReminder: 'sessionNotifications',
};

/**
 * Types no kind switch turns off: a report is an admin's duty to read, not a courtesy. Push and
 * email still follow the channel switches.
 */
export const DUTY_NOTIFICATION_TYPES: readonly NotificationType[] = ['reportFiled'];

// The REST bodies of the panel, the preferences and the push subscription are written once, as
// the API contract's schemas.
export type {
  NotificationReadResult,
  NotificationPreferencesResult,
  NotificationsPage,
  NotificationsQuery,
  NotificationsReadAllResult,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  UpdateNotificationPreferencesRequest,
} from './api-contract/notifications-contract';

/** The languages the server writes a browser's push texts in. */
export const PUSH_LANGUAGES = ['ar', 'en'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

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
  lang: PushLanguage;
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
