// The catalogue of refusals: every error the API answers, over REST or as a socket event's
// acknowledgement, carries one of these `code`s with an English `message` for logs and API
// users. Clients translate by code (never by message), so a reworded message cannot break them.
// Adding a code here is the one place to start; the API's OpenAPI document lists, for each
// route, the codes of each status it may answer. A code marked `socketOnly` answers socket
// events alone (its status says what kind of refusal it is) and is left out of REST's lists.

/** Every refusal code, with its HTTP status and the English message sent with it. */
export const API_ERRORS = {
  'validation.failed': { status: 400, message: 'Validation failed' },
  'request.invalid_json': { status: 400, message: 'Request body is not valid JSON' },
  'request.empty_body': { status: 400, message: 'Request body is empty' },
  'request.invalid_multipart': { status: 400, message: 'Malformed multipart/form-data body' },
  'request.invalid_cursor': { status: 400, message: 'Invalid cursor' },
  'request.invalid': { status: 400, message: 'Invalid request' },
  'request.invalid_text': {
    status: 400,
    message: 'Text may not contain NUL or unpaired surrogate characters',
  },
  'push.invalid_endpoint': { status: 400, message: 'This push endpoint is not accepted' },
  'classroom.ayah_out_of_range': { status: 400, message: 'This surah has no such ayah' },
  'classroom.word_out_of_range': { status: 400, message: 'This ayah has no such word' },
  'classroom.sub_rule_invalid': {
    status: 400,
    message: 'This sub-rule does not belong to this kind of mistake',
  },
  'hifz.range_reversed': {
    status: 400,
    message: 'A portion must run forwards: its start may not come after its end',
  },
  'hifz.reminder_time_invalid': {
    status: 400,
    message: 'A reminder time is HH:MM (24-hour) on a five-minute step',
  },
  'hifz.time_zone_unknown': { status: 400, message: 'This time zone is not known' },
  'classroom.student_required': {
    status: 400,
    message: 'Name the student: this session has no single student of its own',
  },
  'homework.due_past': { status: 400, message: 'The due date has already passed' },
  'homework.due_too_far': { status: 400, message: 'A due date is at most 90 days ahead' },
  'homework.mark_past_end': { status: 400, message: 'This time is past the end of the recording' },
  'homework.mark_outside_portion': {
    status: 400,
    message: "This ayah is not in the homework's portion",
  },
  'booking.time_invalid': {
    status: 400,
    message: 'A time is HH:MM (24-hour) on a five-minute step',
  },
  'booking.day_invalid': { status: 400, message: 'A day is YYYY-MM-DD and must exist' },
  'booking.time_zone_unknown': { status: 400, message: 'This time zone is not known' },
  'booking.range_reversed': { status: 400, message: 'A range of hours must end after it starts' },
  'booking.ranges_overlap': { status: 400, message: 'Two ranges of hours overlap' },
  'booking.extra_needs_hours': { status: 400, message: 'Extra hours need a start and an end' },
  'booking.holiday_invalid': {
    status: 400,
    message: 'A holiday runs forwards and lasts at most 92 days',
  },
  'booking.window_invalid': {
    status: 400,
    message: 'Ask for slots over a window that runs forwards and lasts at most 15 days',
  },
  'booking.length_not_offered': {
    status: 400,
    message: 'This Sheikh does not offer lessons of this length',
  },
  'booking.outside_hours': {
    status: 400,
    message: "This time is not in the Sheikh's teaching hours",
  },
  'booking.too_soon': {
    status: 400,
    message: 'This Sheikh asks for more notice before a lesson',
  },
  'booking.too_far': { status: 400, message: 'A lesson may be booked at most 120 days ahead' },
  'booking.series_invalid': {
    status: 400,
    message: 'A series names each weekday once, within one week; a trial is a single lesson',
  },
  'auth.reset_link_invalid': {
    status: 400,
    message: 'This link is invalid, already used or expired. Ask for a new one.',
  },
  'family.consent_link_invalid': {
    status: 400,
    message: 'This link is invalid, already used or expired. Ask for a new one.',
  },
  'auth.not_authenticated': { status: 401, message: 'Not authenticated' },
  'auth.invalid_credentials': { status: 401, message: 'Invalid email or password' },
  'auth.session_expired': { status: 401, message: 'Session expired' },
  'auth.forbidden': { status: 403, message: 'You do not have permission to do this' },
  'auth.origin_not_allowed': { status: 403, message: 'Origin not allowed' },
  'auth.account_banned': {
    status: 403,
    message: 'Your account is not active. Please contact support.',
  },
  'auth.account_pending': {
    status: 403,
    message: 'Your application is waiting for an administrator to review it.',
  },
  'auth.account_rejected': {
    status: 403,
    message: 'Your application was not accepted.',
  },
  'auth.wrong_password': { status: 403, message: 'The current password is not correct' },
  'users.cannot_deactivate_self': {
    status: 403,
    message: 'You cannot deactivate your own account',
  },
  'users.cannot_delete_self': { status: 403, message: 'You cannot delete your own account' },
  'users.cannot_delete_superadmin': { status: 403, message: 'A superadmin cannot be deleted' },
  'users.cannot_change_own_role': { status: 403, message: 'You cannot change your own role' },
  'users.not_teacher': { status: 403, message: 'Only a teacher has a teaching profile' },
  'follows.students_only': { status: 403, message: 'Only a student can follow a Sheikh' },
  'family.guardians_only': { status: 403, message: 'Only a guardian can do this' },
  'family.students_only': { status: 403, message: 'Only a student has a family standing' },
  'family.sheikh_not_allowed': {
    status: 403,
    message: "A guardian's settings do not allow this Sheikh",
  },
  'family.consent_required': {
    status: 403,
    message: 'A guardian must consent before this student can call a Sheikh',
  },
  'classroom.chat_off': {
    status: 403,
    message: "A guardian turned the chat off for this student's lessons",
    socketOnly: true,
  },
  'blocks.students_only': { status: 403, message: 'Only a student can block a Sheikh' },
  'reports.not_participant': {
    status: 403,
    message: 'Only a participant of this lesson may report it, and only about another one',
  },
  'family.child_not_found': { status: 404, message: 'No such child among yours' },
  'family.guardian_not_found': { status: 404, message: 'No such guardian account' },
  'reports.not_found': { status: 404, message: 'Report not found' },
  'booking.not_found': { status: 404, message: 'Booking not found' },
  'booking.lesson_not_found': { status: 404, message: 'Booked lesson not found' },
  'meetings.not_participant': {
    status: 403,
    message: 'Only a student who took part in this meeting can rate it',
  },
  'classroom.not_teacher': {
    status: 403,
    message: "Only this session's teacher may do this",
  },
  'classroom.pages_locked': {
    status: 403,
    message: 'The teacher has locked the pages',
    socketOnly: true,
  },
  'classroom.not_your_student': {
    status: 403,
    message: 'You may read only your own record, or those of students you have taught',
  },
  'homework.not_your_homework': {
    status: 403,
    message: 'Only the student this homework was set for may send a recording for it',
  },
  'homework.not_setter': {
    status: 403,
    message: 'Only the Sheikh who set this homework may do this',
  },
  'homework.audio_private': {
    status: 403,
    message: 'Only the student, the Sheikh who set the homework and admins may hear this recording',
  },
  not_found: { status: 404, message: 'Not found' },
  'classroom.mark_not_found': { status: 404, message: 'Mark not found' },
  'users.not_found': { status: 404, message: 'User not found' },
  'teachers.not_found': { status: 404, message: 'Teacher not found' },
  'meetings.not_found': { status: 404, message: 'Meeting not found' },
  'notifications.not_found': { status: 404, message: 'Notification not found' },
  'push.not_found': { status: 404, message: 'Push subscription not found' },
  'uploads.not_found': { status: 404, message: 'Image not found' },
  'homework.not_found': { status: 404, message: 'Homework not found' },
  'homework.submission_not_found': { status: 404, message: 'Recording not found' },
  'homework.mark_not_found': { status: 404, message: 'Mark not found' },
  'users.email_taken': { status: 409, message: 'An account with this email already exists' },
  'users.phone_taken': {
    status: 409,
    message: 'An account with this phone number already exists',
  },
  'users.exists': { status: 409, message: 'This account already exists' },
  'users.not_pending': { status: 409, message: 'This account is not waiting for review' },
  'meetings.already_rated': { status: 409, message: 'You have already rated this meeting' },
  'follows.limit_reached': {
    status: 409,
    message: 'You follow as many Sheikhs as allowed. Unfollow one to follow another.',
  },
  'meetings.ended': { status: 409, message: 'This meeting has ended' },
  'users.username_taken': { status: 409, message: 'This username is taken' },
  'family.guardians_full': {
    status: 409,
    message: 'This child already has as many guardians as allowed',
  },
  'family.children_limit': {
    status: 409,
    message: 'You look after as many children as allowed',
  },
  'family.consent_not_needed': {
    status: 409,
    message: 'This account needs no guardian consent',
  },
  'reports.duplicate': { status: 409, message: 'You have already reported this lesson' },
  'blocks.set_by_guardian': {
    status: 403,
    message: "A guardian blocked this Sheikh: only the child's guardians can lift it",
  },
  'blocks.set_by_child': {
    status: 403,
    message: 'The child blocked this Sheikh: only the child can lift it',
  },
  'blocks.limit_reached': {
    status: 409,
    message: 'You have blocked as many Sheikhs as allowed. Unblock one to block another.',
  },
  'calls.blocked': {
    status: 409,
    message: 'A block stands between this student and this Sheikh',
  },
  'meetings.not_in_room': {
    status: 409,
    message: 'Enter the meeting before sending to it',
    socketOnly: true,
  },
  'calls.invalid_target': {
    status: 404,
    message: 'This teacher cannot be called',
    socketOnly: true,
  },
  'calls.not_ringing': {
    status: 404,
    message: 'This call is no longer ringing',
    socketOnly: true,
  },
  'calls.offline': { status: 409, message: 'The teacher is offline', socketOnly: true },
  'calls.busy': { status: 409, message: 'The teacher is busy', socketOnly: true },
  'calls.in_meeting': { status: 409, message: 'The teacher is in a meeting', socketOnly: true },
  'calls.already_calling': {
    status: 409,
    message: 'You are already calling a teacher',
    socketOnly: true,
  },
  'calls.unanswered': { status: 409, message: 'The teacher did not answer', socketOnly: true },
  'meetings.not_ended': { status: 409, message: 'This meeting has not ended yet' },
  'hifz.too_many_entries': {
    status: 409,
    message: 'This lesson holds as many hifz entries for this student as allowed (60)',
  },
  'homework.too_many_open': {
    status: 409,
    message: 'This student has as many open homework assignments from you as allowed (20)',
  },
  'booking.not_bookable': {
    status: 409,
    message: 'This Sheikh has not opened any teaching hours for booking',
  },
  'booking.slot_taken': { status: 409, message: 'This time was just taken. Choose another.' },
  'booking.student_busy': { status: 409, message: 'You already have a lesson at this time' },
  'booking.hold_expired': {
    status: 409,
    message: 'This booking was held for a minute and has been released. Book again.',
  },
  'booking.trial_used': {
    status: 409,
    message: 'A trial lesson is once per student and Sheikh',
  },
  'booking.join_not_open': {
    status: 409,
    message: 'Join opens 10 minutes before the lesson',
  },
  'booking.lesson_over': { status: 409, message: "This lesson's time has passed" },
  'booking.lesson_started': {
    status: 409,
    message: 'This lesson has started or passed',
  },
  'booking.too_many_held': {
    status: 409,
    message: 'Confirm or release the bookings you are holding first (3 at most)',
  },
  'booking.too_many_upcoming': {
    status: 409,
    message: 'You have as many lessons booked ahead as allowed (60)',
  },
  'homework.too_many_submissions': {
    status: 409,
    message: 'This homework has received as many recordings as allowed (10)',
  },
  'homework.too_many_marks': {
    status: 409,
    message: 'This recording carries as many marks as allowed (200)',
  },
  'homework.accepted': {
    status: 409,
    message: 'This homework is accepted: it takes no more recordings',
  },
  'homework.not_awaiting_review': {
    status: 409,
    message: 'Only a recording waiting for its review can be marked or reviewed',
  },
  'homework.submission_id_taken': {
    status: 409,
    message: 'This submission id belongs to another homework',
  },
  'homework.audio_deleted': {
    status: 410,
    message: 'This recording was deleted when its retention period ended',
  },
  'classroom.no_test': { status: 409, message: 'No recitation test is on', socketOnly: true },
  'request.too_large': { status: 413, message: 'Request body is too large' },
  'uploads.too_large': { status: 413, message: 'File is too large' },
  'homework.audio_too_large': { status: 413, message: 'A recording is at most 6 MB' },
  'request.unsupported_media_type': { status: 415, message: 'Unsupported content type' },
  'uploads.unsupported_image': { status: 415, message: 'Unsupported image type' },
  'homework.audio_type': {
    status: 415,
    message: 'A recording is sent as audio/webm or audio/ogg',
  },
  'homework.audio_unreadable': {
    status: 415,
    message: 'The recording is not WebM or Ogg audio as its content type says',
  },
  'homework.range_not_satisfiable': {
    status: 416,
    message: 'The requested range lies outside the recording',
  },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  'sockets.too_many': {
    status: 429,
    message: 'Too many live connections for this account or address',
    socketOnly: true,
  },
  'server.error': { status: 500, message: 'Internal server error' },
  // A store the request needs (Redis) cannot be reached from this process right now; another
  // replica, or this one a moment later, may answer. Like 500, any call may answer it.
  'service.unavailable': {
    status: 503,
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
} as const satisfies Record<string, { status: number; message: string; socketOnly?: true }>;

/** A stable, machine-readable API error code. */
export type ApiErrorCode = keyof typeof API_ERRORS;
/** Every code, in catalogue order. */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];
/** The HTTP statuses the catalogue uses. */
export type ApiErrorStatus = (typeof API_ERRORS)[ApiErrorCode]['status'];

/** The codes a REST route may answer with a given status. */
export function codesWithStatus<S extends ApiErrorStatus>(status: S): ApiErrorCode[] {
  return API_ERROR_CODES.filter((code) => {
    const entry: { status: number; socketOnly?: true } = API_ERRORS[code];
    return entry.status === status && !entry.socketOnly;
  });
}

/** Why one field of a request was refused. */
export const FIELD_ERROR_CODES = [
  /** Missing or empty. */
  'required',
  /** Shorter than `params.min` characters. */
  'too_short',
  /** Longer than `params.max` characters. */
  'too_long',
  /** Below `params.min` (numbers). */
  'too_small',
  /** Above `params.max` (numbers). */
  'too_big',
  /** Not an email address. */
  'invalid_email',
  /** Not a phone number. */
  'invalid_phone',
  /** Must equal another field (a password confirmation). */
  'mismatch',
  /** Not one of the allowed values. */
  'invalid_option',
  /** A phone number, an email address or a link to another service: contact stays here. */
  'contact_details',
  /** Any other malformed value. */
  'invalid',
] as const;
/** A per-field error code. */
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** What a field error's `params` may hold: the limit that was broken. */
export interface FieldErrorParams {
  min?: number;
  max?: number;
}

/** One refused field: its path (dotted for nested fields) and why. */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  params: FieldErrorParams;
}

/** The body of every API error answer. */
export interface ApiErrorBody {
  code: ApiErrorCode;
  /** English, for logs and API users; clients show a translation of `code` instead. */
  message: string;
  /** `validation.failed` only: each refused field. */
  errors?: FieldError[];
  /** `auth.account_rejected` only: the reason the admin gave. */
  reason?: string;
}

/** Narrows any string to a known code (an older or newer server may send others). */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

/** Narrows any string to a known field code. */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}
