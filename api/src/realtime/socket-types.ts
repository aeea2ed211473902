import type { Server, Socket } from 'socket.io';
import type { SERVER_EVENTS } from '@app/shared/protocol';
import type {
  NOTIFICATION_SERVER_EVENTS,
  NotificationCreatedPayload,
  NotificationsChangedPayload,
} from '../notifications/notification-types';
import {
  type AllUsersListPayload,
  type AuthErrorPayload,
  type AuthErrorReason,
  type CallRequestDeclined,
  type CallRequestFailed,
  type IncomingCallEnded,
  type IncomingCallRequest,
  type MeetingEnded,
  type TeacherJoinedMeeting,
  type P2pSignalMessage,
  type ParticipantEvent,
  type Role,
  type StartMeeting,
  type TeacherStatusUpdated,
  type UsersListDelta,
} from '@app/shared/protocol';

/** What the server emits, typed by the shared payloads so the two sides cannot drift. */
export interface ServerToClientEvents {
  [SERVER_EVENTS.allUsersList]: (list: AllUsersListPayload) => void;
  [SERVER_EVENTS.usersListDelta]: (delta: UsersListDelta) => void;
  [SERVER_EVENTS.incomingCallRequest]: (call: IncomingCallRequest) => void;
  [SERVER_EVENTS.incomingCallEnded]: (payload: IncomingCallEnded) => void;
  [SERVER_EVENTS.callRequestDeclined]: (payload: CallRequestDeclined) => void;
  [SERVER_EVENTS.callRequestFailed]: (payload: CallRequestFailed) => void;
  [SERVER_EVENTS.startMeeting]: (payload: StartMeeting) => void;
  [SERVER_EVENTS.meetingEnded]: (payload: MeetingEnded) => void;
  [SERVER_EVENTS.teacherJoinedMeeting]: (payload: TeacherJoinedMeeting) => void;
  [SERVER_EVENTS.participantJoined]: (payload: ParticipantEvent) => void;
  [SERVER_EVENTS.participantLeft]: (payload: ParticipantEvent) => void;
  [SERVER_EVENTS.teacherStatusUpdated]: (payload: TeacherStatusUpdated) => void;
  [SERVER_EVENTS.authError]: (payload: AuthErrorPayload) => void;
  [SERVER_EVENTS.p2pSignal]: (payload: P2pSignalMessage) => void;
  [NOTIFICATION_SERVER_EVENTS.notificationCreated]: (payload: NotificationCreatedPayload) => void;
  [NOTIFICATION_SERVER_EVENTS.notificationsChanged]: (payload: NotificationsChangedPayload) => void;
}

/** Client events are untyped on purpose: every payload is parsed before use. */
export type ClientToServerEvents = Record<string, (...args: unknown[]) => void>;

/** Messages between API processes (through the adapter). */
export interface InterServerEvents {
  /** A user's row changed: drop it from the directory cache. */
  userChanged: (userId: string) => void;
}

/** Who the socket belongs to, set once by the handshake middleware. */
export interface SocketData {
  userId: string | null;
  role: Role | null;
  sessionId: string | null;
  /** Set when the handshake carried a dead session: the socket is told and closed. */
  authError: AuthErrorReason | null;
  /** The tab said it is hidden (`clientVisibility`); a call to a user whose tabs are all hidden is also pushed. */
  hidden: boolean;
  /** The handshake's request id (the proxy's X-Request-Id or a new UUID), on every log line. */
  requestId: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Room names; the adapter makes them reach sockets on every process. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  audience: (audience: string) => `audience:${audience}`,
  meeting: (roomName: string) => `meeting:${roomName}`,
};
