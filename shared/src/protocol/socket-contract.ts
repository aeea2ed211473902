// The socket.io contract between the API and the browser: every event either side may emit,
// with its payload and, for client events, the acknowledgement the server answers with. The
// server is `Server<ClientToServerEvents, ServerToClientEvents>` and the browser's socket is
// `Socket<ServerToClientEvents, ClientToServerEvents>`, so a renamed event or a changed payload
// fails to compile at both ends. The zod schemas that check client payloads at run time sit
// next to this file (socket-schemas.ts) and are tied to these types.
import type {
  ClientVisibilityPayload,
  NotificationCreatedPayload,
  NotificationsChangedPayload,
} from './notifications';
import type {
  ChatMessage,
  ClassroomChatMessage,
  ClassroomChatRequest,
  ClassroomMarkMessage,
  ClassroomNotesMessage,
  ClassroomStateMessage,
  ClassroomSyncRequest,
  ClassroomUpdateRequest,
  MushafState,
} from './classroom';
import type { CLIENT_EVENTS, SERVER_EVENTS } from './socket-events';
import type {
  AllUsersListPayload,
  AuthErrorPayload,
  CallRequestDeclined,
  CallRequestFailed,
  EndCallRequest,
  IncomingCallEnded,
  IncomingCallRequest,
  InitiateCallRequest,
  MeetingEnded,
  MeetingEntry,
  MeetingInterrupted,
  MeetingResumed,
  OngoingMeetingPayload,
  OnlineStudentsPayload,
  P2pSignalMessage,
  P2pSignalRequest,
  ParticipantEvent,
  RespondToCallRequest,
  RoomRequest,
  SocketAck,
  StartMeeting,
  TeacherJoinedMeeting,
  TeacherStatusRequest,
  TeacherStatusUpdated,
  UpdateTeacherStatusRequest,
  UsersListDelta,
  WatchEntry,
  WatcherEvent,
} from './socket-payloads';

/** What the server emits, by event name. */
export interface ServerToClientEvents {
  [SERVER_EVENTS.allUsersList]: (list: AllUsersListPayload) => void;
  [SERVER_EVENTS.usersListDelta]: (delta: UsersListDelta) => void;
  [SERVER_EVENTS.onlineStudents]: (payload: OnlineStudentsPayload) => void;
  [SERVER_EVENTS.incomingCallRequest]: (call: IncomingCallRequest) => void;
  [SERVER_EVENTS.incomingCallEnded]: (payload: IncomingCallEnded) => void;
  [SERVER_EVENTS.callRequestDeclined]: (payload: CallRequestDeclined) => void;
  [SERVER_EVENTS.callRequestFailed]: (payload: CallRequestFailed) => void;
  [SERVER_EVENTS.startMeeting]: (payload: StartMeeting) => void;
  [SERVER_EVENTS.meetingEnded]: (payload: MeetingEnded) => void;
  [SERVER_EVENTS.teacherJoinedMeeting]: (payload: TeacherJoinedMeeting) => void;
  [SERVER_EVENTS.participantJoined]: (payload: ParticipantEvent) => void;
  [SERVER_EVENTS.participantLeft]: (payload: ParticipantEvent) => void;
  [SERVER_EVENTS.meetingInterrupted]: (payload: MeetingInterrupted) => void;
  [SERVER_EVENTS.meetingResumed]: (payload: MeetingResumed) => void;
  [SERVER_EVENTS.teacherStatusUpdated]: (payload: TeacherStatusUpdated) => void;
  [SERVER_EVENTS.authError]: (payload: AuthErrorPayload) => void;
  [SERVER_EVENTS.p2pSignal]: (payload: P2pSignalMessage) => void;
  [SERVER_EVENTS.watcherJoined]: (payload: WatcherEvent) => void;
  [SERVER_EVENTS.watcherLeft]: (payload: WatcherEvent) => void;
  [SERVER_EVENTS.notificationCreated]: (payload: NotificationCreatedPayload) => void;
  [SERVER_EVENTS.notificationsChanged]: (payload: NotificationsChangedPayload) => void;
  [SERVER_EVENTS.classroomState]: (payload: ClassroomStateMessage) => void;
  [SERVER_EVENTS.classroomMark]: (payload: ClassroomMarkMessage) => void;
  [SERVER_EVENTS.classroomNotes]: (payload: ClassroomNotesMessage) => void;
  [SERVER_EVENTS.classroomChatMessage]: (payload: ClassroomChatMessage) => void;
}

/**
 * What the client may emit: the payload, and what the server acknowledges with. Every client
 * event is acknowledged (`{ ok: true }` at least), so a sender can always learn of a refusal.
 */
export interface ClientEventContract {
  [CLIENT_EVENTS.initiateCallRequest]: {
    payload: InitiateCallRequest;
    ack: SocketAck<{ callId: string; roomName: string }>;
  };
  [CLIENT_EVENTS.respondToCallRequest]: {
    payload: RespondToCallRequest;
    ack: SocketAck<{ meetingId?: string; roomName?: string }>;
  };
  [CLIENT_EVENTS.joinRoom]: {
    payload: RoomRequest;
    ack: SocketAck<MeetingEntry>;
  };
  [CLIENT_EVENTS.leaveRoom]: { payload: RoomRequest; ack: SocketAck };
  [CLIENT_EVENTS.endCall]: { payload: EndCallRequest; ack: SocketAck };
  [CLIENT_EVENTS.getTeacherStatus]: {
    payload: TeacherStatusRequest;
    ack: SocketAck<TeacherStatusUpdated>;
  };
  [CLIENT_EVENTS.updateTeacherStatus]: { payload: UpdateTeacherStatusRequest; ack: SocketAck };
  [CLIENT_EVENTS.p2pSignal]: { payload: P2pSignalRequest; ack: SocketAck };
  [CLIENT_EVENTS.clientVisibility]: { payload: ClientVisibilityPayload; ack: SocketAck };
  [CLIENT_EVENTS.getOngoingMeeting]: {
    payload: Record<string, never>;
    ack: SocketAck<OngoingMeetingPayload>;
  };
  [CLIENT_EVENTS.classroomUpdate]: {
    payload: ClassroomUpdateRequest;
    ack: SocketAck<{ state: MushafState }>;
  };
  [CLIENT_EVENTS.classroomSync]: {
    payload: ClassroomSyncRequest;
    ack: SocketAck<{ meetingId: string; state: MushafState }>;
  };
  [CLIENT_EVENTS.classroomChat]: {
    payload: ClassroomChatRequest;
    ack: SocketAck<{ message: ChatMessage }>;
  };
  [CLIENT_EVENTS.watchLesson]: { payload: RoomRequest; ack: SocketAck<WatchEntry> };
  [CLIENT_EVENTS.stopWatching]: { payload: RoomRequest; ack: SocketAck };
}

/** The name of an event the client emits. */
export type ClientEvent = keyof ClientEventContract;
/** The payload of a client event. */
export type ClientPayload<E extends ClientEvent> = ClientEventContract[E]['payload'];
/** The acknowledgement the server answers a client event with. */
export type ClientAck<E extends ClientEvent> = ClientEventContract[E]['ack'];

/**
 * What the client emits, in socket.io's shape. The acknowledgement callback is required so
 * `emitWithAck` knows the answer's type; a sender with nothing to do with it passes a no-op.
 */
export type ClientToServerEvents = {
  [E in ClientEvent]: (payload: ClientPayload<E>, ack: (answer: ClientAck<E>) => void) => void;
};
