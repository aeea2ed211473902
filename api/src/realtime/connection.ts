import { API_ERRORS, CLIENT_EVENTS, SERVER_EVENTS, type ClientEvent } from '@app/shared/protocol';
import type { ClassroomSync } from './classroom-sync';
import type { Audience } from './audiences';
import type { Calls } from './calls';
import { bindEvent, type EventHandler } from './event-binding';
import type { SocketEventLimits } from './event-limits';
import type { Meetings } from './meetings';
import type { Presence } from './presence';
import type { RealtimeContext } from './realtime-context';
import type { Signalling } from './signalling';
import { refusal } from './refusals';
import type { RealtimeSocket } from './socket-types';
import type { TeacherStatus } from './teacher-status';
import type { Watchers } from './watchers';

/** What a socket's connection uses of the realtime layer. */
export type ConnectionDeps = Pick<RealtimeContext, 'log' | 'timers' | 'videoProvider'>;

export interface Services {
  presence: Presence;
  calls: Calls;
  meetings: Meetings;
  watchers: Watchers;
  teacherStatus: TeacherStatus;
  signalling: Signalling;
  eventLimits: SocketEventLimits;
  classroom: ClassroomSync;
}

const SIGN_IN_FIRST = refusal('auth.not_authenticated');
const SLOW_DOWN = refusal('rate_limited');

/** One socket's life: its events, its connect work, and the cleanup when it goes. */
export function handleConnection(
  ctx: ConnectionDeps,
  services: Services,
  socket: RealtimeSocket,
): void {
  const { presence, calls, meetings, watchers, teacherStatus, signalling, eventLimits, classroom } =
    services;
  if (socket.data.authError) {
    socket.emit(SERVER_EVENTS.authError, {
      code: socket.data.authError,
      message: API_ERRORS['auth.session_expired'].message,
    });
    socket.disconnect(true);
    return;
  }
  const audience: Audience = socket.data.role ?? 'anonymous';
  const signedIn = socket.data.userId !== null;
  // Every line about this socket carries the handshake's request id, like an HTTP request's.
  const log = ctx.log.child({
    reqId: socket.data.requestId,
    socketId: socket.id,
    userId: socket.data.userId,
  });
  log.info({ audience, transport: socket.conn.transport.name }, 'socket connected');
  const onError = (error: unknown) => log.error({ err: error }, 'socket connect failed');
  // Listeners are attached before any await so no early event is lost; they wait for this.
  const ready = presence.connected(socket, audience).catch(onError);
  const bind = <E extends ClientEvent>(
    event: E,
    handler: EventHandler<E>,
    { anonymous = false } = {},
  ) =>
    bindEvent(socket, event, ready, log, (payload) => {
      if (!eventLimits.allow(socket, event)) return SLOW_DOWN;
      return signedIn || anonymous ? handler(payload) : SIGN_IN_FIRST;
    });

  bind(CLIENT_EVENTS.getTeacherStatus, (p) => teacherStatus.get(socket, p), { anonymous: true });
  bind(CLIENT_EVENTS.updateTeacherStatus, (p) => teacherStatus.update(socket, p));
  bind(CLIENT_EVENTS.initiateCallRequest, (p) => calls.initiate(socket, p));
  bind(CLIENT_EVENTS.respondToCallRequest, (p) => calls.respond(socket, p));
  bind(CLIENT_EVENTS.getOngoingMeeting, () => meetings.ongoingOf(socket));
  bind(CLIENT_EVENTS.joinRoom, (p) => meetings.join(socket, p));
  bind(CLIENT_EVENTS.leaveRoom, (p) => meetings.leave(socket, p));
  bind(CLIENT_EVENTS.watchLesson, (p) => watchers.watch(socket, p));
  bind(CLIENT_EVENTS.stopWatching, (p) => watchers.stop(socket, p));
  bind(CLIENT_EVENTS.endCall, async (p) => {
    // {callId} of a ringing call cancels it; otherwise {roomName} ends the meeting.
    const ringing = p.callId ? await calls.end(socket, p.callId, p.reason) : null;
    if (ringing) return ringing;
    if (p.roomName) return meetings.endByParticipant(socket, p.roomName);
    return refusal('calls.not_ringing');
  });
  bind(CLIENT_EVENTS.clientVisibility, ({ hidden }) => {
    // Read across processes through fetchSockets() when deciding an incoming-call push.
    socket.data.hidden = hidden;
    return { ok: true };
  });
  bind(CLIENT_EVENTS.classroomSync, (p) => classroom.sync(socket, p));
  bind(CLIENT_EVENTS.classroomUpdate, (p) => classroom.update(socket, p));
  bind(CLIENT_EVENTS.classroomChat, (p) => classroom.chat(socket, p));
  if (ctx.videoProvider === 'p2p') {
    bind(CLIENT_EVENTS.p2pSignal, (p) => signalling.relay(socket, p));
  }

  socket.on('disconnecting', () => {
    // Copied now: the socket leaves its rooms once this handler returns.
    const roomsBefore = [...socket.rooms];
    if (ctx.timers.closed) return;
    ready
      .then(async () => {
        await meetings.socketGone(socket, roomsBefore);
        await watchers.socketGone(socket, roomsBefore);
      })
      .catch((error: unknown) => log.error({ err: error }, 'meeting cleanup failed'));
  });
  socket.on('disconnect', (reason) => {
    log.info({ reason }, 'socket disconnected');
    // On shutdown the other processes reap this one's sockets (with the grace period).
    if (ctx.timers.closed) return;
    ready
      .then(async () => {
        await presence.disconnected(socket);
        await calls.callerSocketGone(socket);
      })
      .catch((error: unknown) => log.error({ err: error }, 'socket cleanup failed'));
  });
}
