import fp from 'fastify-plugin';
import type { MeetingRow } from '../db/schema';
import {
  lifecycleMachine,
  type DeliberateEndReason,
  type LifecycleEffect,
  type LifecycleEvent,
  type LifecycleMachine,
} from './lifecycle-machine';
import { lifecycleStateOf } from './lifecycle-state';
import { createLifecycleStore, type LifecycleStore } from './lifecycle-store';
import { loadLifecycleSettings } from './lifecycle-settings';
import type { MeetingEventHub } from './meeting-events';
import type { MeetingsRepository } from './meetings-repository';
import type { NewMeeting } from './new-meeting';

export type LifecycleOutcome =
  | { ok: true; meeting: MeetingRow }
  /** The meeting had already ended: nothing was written ("This lesson has ended"). */
  | { ok: false; refusal: 'ended'; meeting: MeetingRow };

/** A transition that keeps losing its race this many times is a fault, not contention. */
const MAX_ATTEMPTS = 8;

/**
 * The one writer of a meeting's status, its participations' stays and its teacher's
 * in-meeting flag (docs/meeting-lifecycle.md). REST routes, socket handlers, the sweep and
 * the start-up all come here; each step runs the pure machine and writes the result with a
 * conditional update, so with several API processes one meeting has one owner per step. What
 * happened is announced on the meeting event hub, which the realtime layer forwards.
 */
export class MeetingLifecycle {
  readonly machine: LifecycleMachine;

  constructor(
    private readonly repo: MeetingsRepository,
    private readonly store: LifecycleStore,
    private readonly events: MeetingEventHub,
    rejoinWindowMs: number,
  ) {
    this.machine = lifecycleMachine(rejoinWindowMs);
  }

  /** Accept: the meeting exists, and its teacher is in a meeting from now on. */
  async create(input: NewMeeting): Promise<MeetingRow> {
    const meeting = await this.store.create(input);
    await this.store.deriveTeacherInMeeting(input.teacherId);
    this.events.emit('meetingCreated', { meeting });
    return meeting;
  }

  teacherJoined(meeting: MeetingRow): Promise<LifecycleOutcome> {
    return this.#apply(meeting, { type: 'teacher_joined' }, null);
  }

  /** A student entered (or re-entered) the room: a stay opens if none is open. */
  async studentJoined(meeting: MeetingRow, userId: string): Promise<LifecycleOutcome> {
    if (meeting.status === 'ended') return { ok: false, refusal: 'ended', meeting };
    await this.store.recordJoin(meeting.id, userId);
    const fresh = await this.repo.findById(meeting.id);
    return { ok: true, meeting: fresh ?? meeting };
  }

  /** A participant's last connection to the room dropped: the rejoin window opens. */
  participantLost(meeting: MeetingRow, userId: string, at = Date.now()) {
    return this.#apply(meeting, { type: 'participant_lost', userId, at }, null);
  }

  /**
   * A participant is gone without a goodbye: its socket vanished with the process that held
   * it (a crash, a killed replica), seen by the sweep. Nobody knows when it went, so the time
   * since the meeting was last seen whole is left out of the lesson, and the rejoin window
   * opens now (the participant could not come back while no process listened).
   */
  async participantVanished(meeting: MeetingRow, userId: string, now = Date.now()) {
    let row = meeting;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (row.status === 'ended') break;
      const saved = await this.store.leaveOutUnseen(row, new Date(now));
      if (saved) return this.participantLost(saved, userId, now);
      const fresh = await this.repo.findById(row.id);
      if (!fresh) break;
      row = fresh;
    }
    return this.participantLost(row, userId, now);
  }

  /** The sweep saw every participant of these meetings in its room. */
  confirmWhole(meetingIds: string[], at = Date.now()): Promise<void> {
    return this.store.markWhole(meetingIds, new Date(at));
  }

  /** A participant is in the room again. */
  participantBack(meeting: MeetingRow, userId: string): Promise<LifecycleOutcome> {
    return this.#apply(meeting, { type: 'participant_back', userId }, null);
  }

  /** Ends an open meeting on purpose; `byUserId` is not told (it knows). */
  end(meeting: MeetingRow, reason: DeliberateEndReason, byUserId: string | null) {
    return this.#apply(meeting, { type: 'end', reason }, byUserId);
  }

  /**
   * A participant left on purpose. A one-to-one meeting ends; a group meeting ends when its
   * teacher or its last student present leaves.
   */
  async leave(
    meeting: MeetingRow,
    userId: string,
    role: 'teacher' | 'student',
  ): Promise<LifecycleOutcome> {
    if (meeting.status === 'ended') return { ok: false, refusal: 'ended', meeting };
    const studentsRemain = role === 'student' && (await this.store.recordLeave(meeting.id, userId));
    if (meeting.type === 'group' && studentsRemain) return { ok: true, meeting };
    return this.end(meeting, 'participant_left', userId);
  }

  /** The teacher goes offline or busy during its lesson (it confirmed): the lesson ends. */
  async endTeacherLesson(teacherId: string, reason: DeliberateEndReason): Promise<void> {
    const meeting = await this.repo.openMeetingOf(teacherId);
    if (meeting?.teacherId === teacherId) await this.end(meeting, reason, teacherId);
  }

  /** Ends the meetings whose rejoin window has passed (every process may run it; one wins). */
  async closePassedWindows(now = Date.now()): Promise<void> {
    const cutoff = new Date(now - this.machine.rejoinWindowMs);
    for (const meeting of await this.repo.listInterruptedSince(cutoff)) {
      await this.#apply(meeting, { type: 'window_passed', at: now }, null);
    }
  }

  /**
   * After a crash or restart, meetings are open with nobody watching them: those whose rejoin
   * window passed meanwhile end, the others are compared with their rooms (the absent get a
   * window to come back), and each teacher's in-meeting flag is derived again.
   */
  async recoverAfterRestart(
    presentUserIds: (roomName: string) => Promise<readonly string[]>,
  ): Promise<void> {
    await this.closePassedWindows();
    await this.reconcile(presentUserIds);
    await this.store.deriveAllTeachersInMeeting();
  }

  /** The open meeting of a user, if any, and when its own rejoin window closes. */
  async openMeetingOf(userId: string) {
    const meeting = await this.repo.openMeetingOf(userId);
    if (!meeting) return null;
    const state = lifecycleStateOf(meeting);
    const lost = state.status === 'interrupted' && state.lost.includes(userId);
    return { meeting, rejoinBy: lost ? this.machine.deadlineOf(state) : null };
  }

  /**
   * Compares each open meeting with who is really in its room (`presentUserIds`, asked of real
   * time), for what no socket event
   * reported: a process that crashed (its sockets vanished), a restart, a meeting nobody
   * entered. The absent are lost (the rejoin window opens), the present are back, and a
   * meeting with everyone present is confirmed whole (its last moment known as a lesson). A
   * meeting younger than the rejoin window is only confirmed: its participants may still be
   * arriving. In a group meeting only the teacher counts, as students come and go.
   */
  async reconcile(
    presentUserIds: (roomName: string) => Promise<readonly string[]>,
    now = Date.now(),
  ): Promise<void> {
    const windowMs = this.machine.rejoinWindowMs;
    const whole: string[] = [];
    for (let meeting of await this.repo.listOpen()) {
      const present = new Set(await presentUserIds(meeting.roomName));
      const counted = [
        meeting.teacherId,
        ...(meeting.type === 'group' ? [] : await this.#studentIdsOf(meeting)),
      ].flatMap((id) => (id ? [id] : []));
      if (meeting.status === 'active' && counted.every((userId) => present.has(userId))) {
        whole.push(meeting.id);
      }
      // A young meeting's participants may still be on their way in.
      if (now - meeting.createdAt.getTime() < windowMs) continue;
      for (const userId of counted) {
        const lost = meeting.lostUserIds.includes(userId);
        const outcome = present.has(userId)
          ? lost
            ? await this.participantBack(meeting, userId)
            : null
          : lost
            ? null
            : await this.participantVanished(meeting, userId, now);
        if (outcome) meeting = outcome.meeting;
      }
    }
    await this.confirmWhole(whole, now);
  }

  /** The user ids of the meeting's students (a participation without a user is left out). */
  async #studentIdsOf(meeting: MeetingRow): Promise<string[]> {
    const { students } = await this.repo.view(meeting);
    return students.flatMap((student) => (student.userId ? [student.userId] : []));
  }

  async #apply(
    meeting: MeetingRow,
    event: LifecycleEvent,
    byUserId: string | null,
  ): Promise<LifecycleOutcome> {
    let row = meeting;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const transition = this.machine.transition(lifecycleStateOf(row), event);
      if (!transition.ok) return { ok: false, refusal: 'ended', meeting: row };
      if (transition.effects.length === 0) return { ok: true, meeting: row };
      const saved = await this.store.saveTransition(
        row,
        transition.state,
        transition.effects,
        new Date(),
      );
      if (saved) {
        for (const effect of transition.effects) this.#announce(saved, effect, byUserId);
        return { ok: true, meeting: saved };
      }
      // Another step (or process) changed the meeting first: decide again on what it wrote.
      const fresh = await this.repo.findById(row.id);
      if (!fresh) return { ok: false, refusal: 'ended', meeting: row };
      row = fresh;
    }
    throw new Error(`meeting ${meeting.id}: transition ${event.type} lost ${MAX_ATTEMPTS} races`);
  }

  #announce(meeting: MeetingRow, effect: LifecycleEffect, byUserId: string | null): void {
    switch (effect.type) {
      case 'started':
        return this.events.emit('teacherJoined', { meeting });
      case 'interrupted':
        return this.events.emit('meetingInterrupted', {
          meeting,
          userId: effect.userId,
          deadline: effect.deadline,
        });
      case 'resumed':
        return this.events.emit('meetingResumed', { meeting, userId: effect.userId });
      case 'ended':
        return this.events.emit('meetingEnded', { meeting, reason: effect.reason, byUserId });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    meetingLifecycle: MeetingLifecycle;
  }
}

export default fp(
  async (app) => {
    const { rejoinWindowMs } = loadLifecycleSettings();
    app.decorate(
      'meetingLifecycle',
      new MeetingLifecycle(
        app.meetingsRepository,
        createLifecycleStore(app.db),
        app.meetingEvents,
        rejoinWindowMs,
      ),
    );
  },
  { name: 'meeting-lifecycle', dependencies: ['meetings-repository'] },
);
