import { randomBytes } from 'node:crypto';
import {
  SERVER_EVENTS,
  type IncomingCallEndReason,
  type InitiateCallRequest,
  type EndCallRequest,
  type RespondToCallRequest,
  type Role,
  type SocketAck,
  type CallRefusalCode,
} from '@app/shared/protocol';
import { uuidv7 } from '../lib/uuidv7';
import { callFailure, refusal } from './refusals';
import type { Meetings } from './meetings';
import type { RealtimeContext } from './realtime-context';
import { rooms, type RealtimeSocket } from './socket-types';
import type { RingingCall } from './store/realtime-store';

/** What calls use of the realtime layer. */
export type CallsDeps = Pick<
  RealtimeContext,
  | 'callEvents'
  | 'directory'
  | 'io'
  | 'log'
  | 'rateLimits'
  | 'reach'
  | 'settings'
  | 'store'
  | 'timers'
  | 'users'
>;

/**
 * Call signalling. The server decides every step from the session and the shared store:
 * who may call whom, one ringing call per student (and per teacher), the ring timeout, and
 * which single step (accept, decline, cancel, timeout) ends a ringing call.
 */
export class Calls {
  constructor(
    private readonly ctx: CallsDeps,
    private readonly meetings: Meetings,
  ) {}

  async initiate(
    socket: RealtimeSocket,
    request: InitiateCallRequest,
  ): Promise<SocketAck<{ callId: string; roomName: string }>> {
    const callId = request.callId ?? `${Date.now()}-${randomBytes(6).toString('hex')}`;
    const fail = (reason: CallRefusalCode) => {
      socket.emit(SERVER_EVENTS.callRequestFailed, callFailure(callId, reason));
      return refusal(reason);
    };
    const { userId } = socket.data;
    const caller = userId ? await this.ctx.directory.get(userId) : null;
    // The caller is the session's user; a payload naming anyone else is a spoof.
    if (!caller || caller.role !== 'student' || !caller.active) return fail('auth.forbidden');
    if (request.caller?.userId && request.caller.userId !== caller.id)
      return fail('auth.forbidden');
    // The database, not this process's cache: another process (or a write still on its way
    // to this cache) may have just put the teacher into a lesson.
    const teacher = await this.ctx.users.findById(request.receiverId).catch(() => null);
    if (!teacher || teacher.role !== 'teacher' || !teacher.active)
      return fail('calls.invalid_target');
    // A block, a guardian's rules, or a minor's missing consent: the Sheikh never hears it.
    const unreachable = await this.ctx.reach.callRefusal(caller, teacher);
    if (unreachable) return fail(unreachable);
    // Every ring reaches a teacher's screen and phone (a push), even an unanswered one (a
    // missed call): a few a minute to one teacher, and a few more in all, are plenty.
    const { ringsToTeacher, ringsByStudent } = this.ctx.rateLimits;
    if (
      (await ringsToTeacher.take(`${caller.id}:${teacher.id}`)) > 0 ||
      (await ringsByStudent.take(caller.id)) > 0
    )
      return fail('rate_limited');
    // The teacher could not take the call: it still hears of it, as a missed call.
    const away = (reason: 'calls.offline' | 'calls.in_meeting' | 'calls.busy') => {
      this.ctx.callEvents.emit('callMissed', {
        teacherId: teacher.id,
        studentId: caller.id,
        studentName: caller.name,
        reason: 'away',
      });
      return fail(reason);
    };
    if ((await this.ctx.store.connectionCount(teacher.id)) === 0) return away('calls.offline');
    if (teacher.inMeeting) return away('calls.in_meeting');
    if (teacher.isBusy) return away('calls.busy');

    const call: RingingCall = {
      callId,
      caller: {
        userId: caller.id,
        name: caller.name,
        avatar: caller.avatar,
        gender: caller.gender,
      },
      callerSocketId: socket.id,
      teacherId: teacher.id,
      teacherName: teacher.name,
      teacherGender: teacher.gender,
      roomName: `room-${uuidv7()}`,
      deadline: Date.now() + this.ctx.settings.RING_TIMEOUT_MS,
    };
    const created = await this.ctx.store.createCall(call);
    if (created === 'already_calling') return fail('calls.already_calling');
    if (created === 'teacher_ringing') return away('calls.busy');
    if (created === 'duplicate_id') return fail('request.invalid');

    this.ctx.timers.schedule(
      `ring:${callId}`,
      this.ctx.settings.RING_TIMEOUT_MS,
      () => this.expire(callId),
      (error) => this.ctx.log.error({ err: error, callId }, 'ring timeout failed'),
    );
    this.ctx.io.to(rooms.user(teacher.id)).emit(SERVER_EVENTS.incomingCallRequest, {
      callId,
      caller: call.caller,
      receiverId: teacher.id,
      roomName: call.roomName,
      participants: [
        { userId: caller.id, name: caller.name },
        { userId: teacher.id, name: teacher.name },
      ],
      expiresAt: new Date(call.deadline).toISOString(),
    });
    this.ctx.callEvents.emit('callRinging', {
      callId,
      teacherId: teacher.id,
      studentId: caller.id,
      studentName: caller.name,
    });
    return { ok: true, callId, roomName: call.roomName };
  }

  async respond(
    socket: RealtimeSocket,
    request: RespondToCallRequest,
  ): Promise<SocketAck<{ meetingId?: string; roomName?: string }>> {
    const call = await this.ctx.store.getCall(request.callId);
    if (!call) return refusal('calls.not_ringing');
    // Only the called teacher answers; a student (or another teacher) is refused untouched.
    if (call.teacherId !== socket.data.userId) return refusal('auth.forbidden');
    if (!(await this.#take(call.callId))) return refusal('calls.not_ringing');
    if (request.action === 'accept' && !(await this.#callerConnected(call))) {
      // The caller's connection went away without a goodbye (its API process crashed): a
      // lesson must not start with nobody on the other end.
      this.#stopRinging(call, 'caller_left');
      return refusal('calls.not_ringing');
    }
    if (request.action === 'decline' && request.reason === 'timeout') {
      this.#unanswered(call);
      return { ok: true };
    }
    if (request.action === 'decline') {
      this.ctx.io.to(call.callerSocketId).emit(SERVER_EVENTS.callRequestDeclined, {
        callId: call.callId,
        receiverId: call.teacherId,
      });
      this.#stopRinging(call, 'declined');
      this.ctx.callEvents.emit('callDeclined', {
        studentId: call.caller.userId,
        teacherId: call.teacherId,
        teacherName: call.teacherName,
        // A call stored by a process from before the gender was kept has none: not said.
        teacherGender: call.teacherGender ?? null,
      });
      return { ok: true };
    }
    this.#stopRinging(call, 'accepted', socket.id);
    this.ctx.callEvents.emit('callAnswered', {
      callId: call.callId,
      teacherId: call.teacherId,
      studentId: call.caller.userId,
    });
    try {
      const meetingId = await this.meetings.startFromCall(call, socket.id);
      return { ok: true, meetingId, roomName: call.roomName };
    } catch (error) {
      this.ctx.log.error({ err: error, callId: call.callId }, 'meeting start failed');
      this.ctx.io
        .to(call.callerSocketId)
        .emit(SERVER_EVENTS.callRequestFailed, callFailure(call.callId, 'server.error'));
      return refusal('server.error');
    }
  }

  /**
   * `meeting:end {callId}` on a ringing call: the caller cancels, the teacher declines; with
   * reason 'timeout' (the page's own 30 s ran out) it ends as unanswered instead.
   */
  async end(
    socket: RealtimeSocket,
    callId: string,
    reason?: EndCallRequest['reason'],
  ): Promise<SocketAck | null> {
    const call = await this.ctx.store.getCall(callId);
    if (!call) return null;
    const userId = socket.data.userId;
    if (userId === call.teacherId) {
      return this.respond(socket, { callId, action: 'decline', ...(reason ? { reason } : {}) });
    }
    if (userId !== call.caller.userId) return refusal('auth.forbidden');
    if (!(await this.#take(callId))) return { ok: true };
    if (reason === 'timeout') this.#unanswered(call);
    else this.#stopRinging(call, 'cancelled');
    return { ok: true };
  }

  /** The ring timeout. */
  async expire(callId: string): Promise<void> {
    const call = await this.#take(callId);
    if (call) this.#unanswered(call);
  }

  /** Nobody answered: the caller is told, the teacher's tabs stop ringing, a missed call. */
  #unanswered(call: RingingCall): void {
    this.ctx.io
      .to(call.callerSocketId)
      .emit(SERVER_EVENTS.callRequestFailed, callFailure(call.callId, 'calls.unanswered'));
    this.#stopRinging(call, 'timeout');
    this.#missed(call, 'noAnswer');
  }

  /** Ends calls whose deadline passed on a process that can no longer time them out. */
  async sweep(): Promise<void> {
    for (const callId of await this.ctx.store.dueCalls(Date.now())) await this.expire(callId);
  }

  /** The calling tab closed: its call stops ringing. */
  async callerSocketGone(socket: RealtimeSocket): Promise<void> {
    const { userId } = socket.data;
    if (!userId) return;
    const callId = await this.ctx.store.callOf(userId);
    const call = callId ? await this.ctx.store.getCall(callId) : null;
    if (call?.callerSocketId !== socket.id) return;
    if (await this.#take(call.callId)) this.#stopRinging(call, 'caller_left');
  }

  /** A user went offline: a teacher's ringing call fails for its caller. */
  async userOffline(userId: string, role: Role): Promise<void> {
    if (role !== 'teacher') return;
    const callId = await this.ctx.store.callOf(userId);
    const call = callId ? await this.#take(callId) : null;
    if (!call) return;
    this.ctx.io
      .to(call.callerSocketId)
      .emit(SERVER_EVENTS.callRequestFailed, callFailure(call.callId, 'calls.offline'));
    this.#missed(call, 'away');
  }

  #missed(call: RingingCall, reason: 'noAnswer' | 'away'): void {
    this.ctx.callEvents.emit('callMissed', {
      teacherId: call.teacherId,
      studentId: call.caller.userId,
      studentName: call.caller.name,
      reason,
    });
  }

  /** Whether the calling tab's socket is still connected, on any API process. */
  async #callerConnected(call: RingingCall): Promise<boolean> {
    const sockets = await this.ctx.io.in(call.callerSocketId).fetchSockets();
    return sockets.length > 0;
  }

  async #take(callId: string): Promise<RingingCall | null> {
    this.ctx.timers.cancel(`ring:${callId}`);
    return this.ctx.store.takeCall(callId);
  }

  #stopRinging(call: RingingCall, reason: IncomingCallEndReason, exceptSocketId?: string): void {
    const target = this.ctx.io.to(rooms.user(call.teacherId));
    (exceptSocketId ? target.except(exceptSocketId) : target).emit(
      SERVER_EVENTS.incomingCallEnded,
      { callId: call.callId, reason },
    );
  }
}
