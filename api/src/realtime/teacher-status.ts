import {
  SERVER_EVENTS,
  type SocketAck,
  type TeacherStatusRequest,
  type TeacherStatusUpdated,
  type UpdateTeacherStatusRequest,
} from '@app/shared/protocol';
import { refusal } from './refusals';
import type { Presence } from './presence';
import type { RealtimeContext } from './realtime-context';
import type { RealtimeSocket } from './socket-types';

/** What the teacher status events use of the realtime layer. */
export type TeacherStatusDeps = Pick<RealtimeContext, 'directory' | 'lifecycle' | 'users'>;

/** `availability:get` and `availability:update`. */
export class TeacherStatus {
  constructor(
    private readonly ctx: TeacherStatusDeps,
    private readonly presence: Presence,
  ) {}

  /** Anyone may ask about a teacher; the answer goes to the asking socket only. */
  async get(
    socket: RealtimeSocket,
    request: TeacherStatusRequest,
  ): Promise<SocketAck<TeacherStatusUpdated>> {
    const row = await this.ctx.directory.get(request.teacherId);
    // Not a call, so not "no longer ringing": nobody by that id can be called.
    if (!row || row.role !== 'teacher' || !row.active) return refusal('calls.invalid_target');
    const status = await this.presence.teacherStatus(row.id);
    socket.emit(SERVER_EVENTS.teacherStatusUpdated, status);
    return { ok: true, ...status };
  }

  /**
   * The session's teacher sets its own availability: being connected is what makes it online,
   * and busy is its "do not call me". In a lesson the teacher stays busy until the lesson ends;
   * `endLesson` ends it first.
   */
  async update(socket: RealtimeSocket, request: UpdateTeacherStatusRequest): Promise<SocketAck> {
    const { userId, role } = socket.data;
    if (role !== 'teacher' || !userId) return refusal('auth.forbidden');
    const row = await this.ctx.directory.get(userId);
    if (!row) return refusal('auth.forbidden');
    const isBusy = request.setting === 'busy';
    if (row.inMeeting) {
      // Going busy during a lesson ends it, once the teacher confirmed that.
      if (!isBusy || !request.endLesson) return refusal('calls.in_meeting');
      await this.ctx.lifecycle.endTeacherLesson(userId, 'teacher_went_offline');
    }
    const updated =
      isBusy === row.isBusy && !row.inMeeting
        ? row
        : await this.ctx.users.setPresence(userId, { isBusy });
    if (!updated) return refusal('auth.forbidden');
    await this.presence.teacherFlagsChanged(updated);
    return { ok: true };
  }
}
