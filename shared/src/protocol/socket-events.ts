// Every event is named `domain:verb` (call, meeting, availability, users, notification(s),
// classroom, p2p, auth, tab), the same whatever the video provider.

import type { ApiErrorCode } from './error-codes';

/** Events the client emits (docs/architecture.md). */
export const CLIENT_EVENTS = {
  initiateCallRequest: 'call:request',
  respondToCallRequest: 'call:respond',
  joinRoom: 'meeting:enter',
  leaveRoom: 'meeting:leave',
  endCall: 'meeting:end',
  getTeacherStatus: 'availability:get',
  updateTeacherStatus: 'availability:update',
  /** Built-in video (VIDEO_PROVIDER=p2p): an offer, answer or ICE candidate for one user of the room. */
  p2pSignal: 'p2p:signal',
  /** Whether this tab is hidden (on connect and on every change): decides web push for calls. */
  clientVisibility: 'tab:visibility',
  /**
   * The open meeting this user belongs to, if any (asked on start and after every reconnect),
   * so a reloaded page goes back into its lesson and /main offers the rejoin.
   */
  getOngoingMeeting: 'meeting:ongoing',
  /** The lesson's shared mushaf: a page turn, a highlight or the lock (a participant of the room). */
  classroomUpdate: 'classroom:update',
  /** The lesson's current mushaf state, asked on opening the mushaf. */
  classroomSync: 'classroom:sync',
  /** A chat message to the session's room (a participant of the room). */
  classroomChat: 'classroom:chat',
  /** A guardian starts watching a child's running lesson (receive only). */
  watchLesson: 'meeting:watch',
  /** The guardian stops watching. */
  stopWatching: 'meeting:unwatch',
} as const;

/** Events the server emits (docs/architecture.md). */
export const SERVER_EVENTS = {
  allUsersList: 'users:list',
  incomingCallRequest: 'call:incoming',
  callRequestDeclined: 'call:declined',
  callRequestFailed: 'call:failed',
  startMeeting: 'meeting:start',
  meetingEnded: 'meeting:ended',
  /** The lesson's Sheikh has entered: sent to its students, so one who waits enters now. */
  teacherJoinedMeeting: 'meeting:teacherJoined',
  teacherStatusUpdated: 'availability:updated',
  authError: 'auth:error',
  /** A small change to the list sent by allUsersList (presence, upsert or removal of one user). */
  usersListDelta: 'users:delta',
  /** To teachers: how many students are online now (a count; the list holds taught students only). */
  onlineStudents: 'users:onlineStudents',
  /** A teacher's ringing call stopped ringing (answered in another tab, cancelled, timed out). */
  incomingCallEnded: 'call:incomingEnded',
  /** Someone entered the meeting room this socket joined. */
  participantJoined: 'meeting:participantJoined',
  /** Someone left (or lost the connection to) the meeting room this socket joined. */
  participantLeft: 'meeting:participantLeft',
  /** A participant lost its connection: the meeting waits for it until `rejoinBy`. */
  meetingInterrupted: 'meeting:interrupted',
  /** The lost participant is back in the meeting. */
  meetingResumed: 'meeting:resumed',
  /** Built-in video: a signal relayed from another user of the room (participant or watcher). */
  p2pSignal: 'p2p:signal',
  /** A guardian started watching the lesson (to its participants). */
  watcherJoined: 'meeting:watcherJoined',
  /** A guardian stopped watching (or lost the connection). */
  watcherLeft: 'meeting:watcherLeft',
  /** A notification was created for this user (to every tab). */
  notificationCreated: 'notification:created',
  /** This user's notifications changed elsewhere (read, read all, delete): the new count. */
  notificationsChanged: 'notifications:changed',
  /** The lesson's shared mushaf changed (page, highlight, lock), sent to the room's others. */
  classroomState: 'classroom:state',
  /** A mistake mark was added or removed in the room's lesson. */
  classroomMark: 'classroom:mark',
  /** A session's notes and homework were written (to its room and to its students' tabs). */
  classroomNotes: 'classroom:notes',
  /** A chat message of the session, to the room's other sockets. */
  classroomChatMessage: 'classroom:chatMessage',
} as const;

/** socket.io's own connection events, named here so listeners never spell them by hand. */
export const CONNECTION_EVENTS = {
  connect: 'connect',
  connectError: 'connect_error',
  disconnect: 'disconnect',
} as const;

/**
 * Why the server refused a socket's handshake, in the `connect_error`'s `data.code`: one
 * account or one address holds as many sockets as it may, or this server cannot reach the store
 * presence and calls live in (try again in a moment).
 */
export const HANDSHAKE_REFUSALS = [
  'sockets.too_many',
  'service.unavailable',
] as const satisfies readonly ApiErrorCode[];
export type HandshakeRefusal = (typeof HANDSHAKE_REFUSALS)[number];

/** Every application event name, client and server side. */
export const SOCKET_EVENTS = { ...CLIENT_EVENTS, ...SERVER_EVENTS } as const;

/** The name of an event the client emits. */
export type ClientEventName = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];
/** The name of an event the server emits. */
export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/** Why the server refused or ended a call request: codes of the one refusal catalogue. */
export const CALL_REFUSALS = [
  'request.invalid',
  /** The session may not do this (not a student, or ids that are not the session's). */
  'auth.forbidden',
  'calls.invalid_target',
  'calls.offline',
  /** The teacher set itself busy or is already ringing for another student. */
  'calls.busy',
  'calls.in_meeting',
  /** The student blocked this Sheikh. */
  'calls.blocked',
  /** A minor whose guardian has not consented yet. */
  'family.consent_required',
  /** A guardian's settings keep this Sheikh from the child (gender, or not among the allowed). */
  'family.sheikh_not_allowed',
  'calls.already_calling',
  /** This student started too many calls in a short time (to this teacher, or in all). */
  'rate_limited',
  /** Nobody answered within the ring timeout (30 s). */
  'calls.unanswered',
  /** The call is no longer ringing (answered, cancelled or expired). */
  'calls.not_ringing',
  /** The server could not start the meeting. */
  'server.error',
] as const satisfies readonly ApiErrorCode[];
/** A call refusal code. */
export type CallRefusalCode = (typeof CALL_REFUSALS)[number];

/** Why a teacher's incoming call stopped ringing. */
export const INCOMING_CALL_END_REASONS = [
  'accepted',
  'declined',
  'cancelled',
  'timeout',
  'caller_left',
] as const;
/** An incoming-call end reason. */
export type IncomingCallEndReason = (typeof INCOMING_CALL_END_REASONS)[number];

/** Why a meeting ended (`participant_left` is the reason the product's client shows a notice for). */
export const MEETING_END_REASONS = [
  'participant_left',
  'ended_by_participant',
  /** Nobody ever came into the room. */
  'abandoned',
  /** A participant lost its connection and did not come back within the rejoin window. */
  'participant_lost',
  /** The teacher went offline during the lesson (after confirming it). */
  'teacher_went_offline',
] as const;
/** A meeting end reason. */
export type MeetingEndReasonCode = (typeof MEETING_END_REASONS)[number];

/** Why the server sent auth_error before disconnecting the socket. */
export const AUTH_ERROR_REASONS = ['session_expired', 'logged_out', 'banned', 'deleted'] as const;
/** An auth_error reason. */
export type AuthErrorReason = (typeof AUTH_ERROR_REASONS)[number];
