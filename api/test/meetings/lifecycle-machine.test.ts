import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  lifecycleMachine,
  type LifecycleEffect,
  type LifecycleEvent,
  type LifecycleEventType,
  type LifecycleState,
  type LifecycleStatus,
} from '../../src/meetings/lifecycle-machine';

const WINDOW = 60_000;
const T = 1_000_000;
const { transition, deadlineOf } = lifecycleMachine(WINDOW);

const states: Record<LifecycleStatus, LifecycleState> = {
  scheduled: { status: 'scheduled' },
  active: { status: 'active' },
  interrupted: { status: 'interrupted', started: true, lost: ['student'], since: T },
  ended: { status: 'ended', reason: 'participant_left' },
};

const events: Record<LifecycleEventType, LifecycleEvent> = {
  teacher_joined: { type: 'teacher_joined' },
  participant_lost: { type: 'participant_lost', userId: 'teacher', at: T + 10_000 },
  participant_back: { type: 'participant_back', userId: 'student' },
  window_passed: { type: 'window_passed', at: T + WINDOW },
  end: { type: 'end', reason: 'ended_by_participant' },
};

type Expected = { state: LifecycleState; effects: LifecycleEffect[] } | 'refused';

/** Every state x event, with the state and effects it must give. */
const table: Record<LifecycleStatus, Record<LifecycleEventType, Expected>> = {
  scheduled: {
    teacher_joined: { state: { status: 'active' }, effects: [{ type: 'started' }] },
    participant_lost: {
      state: { status: 'interrupted', started: false, lost: ['teacher'], since: T + 10_000 },
      effects: [{ type: 'interrupted', userId: 'teacher', deadline: T + 10_000 + WINDOW }],
    },
    participant_back: { state: states.scheduled, effects: [] },
    window_passed: { state: states.scheduled, effects: [] },
    end: {
      state: { status: 'ended', reason: 'ended_by_participant' },
      effects: [{ type: 'ended', reason: 'ended_by_participant' }],
    },
  },
  active: {
    teacher_joined: { state: states.active, effects: [] },
    participant_lost: {
      state: { status: 'interrupted', started: true, lost: ['teacher'], since: T + 10_000 },
      effects: [{ type: 'interrupted', userId: 'teacher', deadline: T + 10_000 + WINDOW }],
    },
    participant_back: { state: states.active, effects: [] },
    window_passed: { state: states.active, effects: [] },
    end: {
      state: { status: 'ended', reason: 'ended_by_participant' },
      effects: [{ type: 'ended', reason: 'ended_by_participant' }],
    },
  },
  interrupted: {
    teacher_joined: { state: states.interrupted, effects: [] },
    // Both sides lost: the window stays the first loss's.
    participant_lost: {
      state: { status: 'interrupted', started: true, lost: ['student', 'teacher'], since: T },
      effects: [{ type: 'interrupted', userId: 'teacher', deadline: T + WINDOW }],
    },
    participant_back: {
      state: { status: 'active' },
      effects: [{ type: 'resumed', userId: 'student' }],
    },
    window_passed: {
      state: { status: 'ended', reason: 'participant_lost' },
      effects: [{ type: 'ended', reason: 'participant_lost' }],
    },
    end: {
      state: { status: 'ended', reason: 'ended_by_participant' },
      effects: [{ type: 'ended', reason: 'ended_by_participant' }],
    },
  },
  ended: {
    teacher_joined: 'refused',
    participant_lost: 'refused',
    participant_back: 'refused',
    window_passed: 'refused',
    end: 'refused',
  },
};

describe('meeting lifecycle machine', () => {
  for (const status of Object.keys(table) as LifecycleStatus[]) {
    for (const type of Object.keys(events) as LifecycleEventType[]) {
      it(`${status} x ${type}`, () => {
        const result = transition(states[status], events[type]);
        const expected = table[status][type];
        if (expected === 'refused') {
          assert.deepEqual(result, { ok: false, refusal: 'ended' });
        } else {
          assert.deepEqual(result, { ok: true, ...expected });
        }
      });
    }
  }

  it('an interrupted meeting the teacher had not started goes back to scheduled, or starts', () => {
    const waiting: LifecycleState = {
      status: 'interrupted',
      started: false,
      lost: ['student'],
      since: T,
    };
    const back = transition(waiting, { type: 'participant_back', userId: 'student' });
    assert.ok(back.ok);
    assert.deepEqual(back.state, { status: 'scheduled' });
    const started = transition(waiting, { type: 'teacher_joined' });
    assert.ok(started.ok);
    assert.deepEqual(started.state, { ...waiting, started: true });
    assert.deepEqual(started.effects, [{ type: 'started' }]);
  });

  it('the window is not passed a moment before its end; a second loss of one user changes nothing', () => {
    const early = transition(states.interrupted, { type: 'window_passed', at: T + WINDOW - 1 });
    assert.deepEqual(early, { ok: true, state: states.interrupted, effects: [] });
    const again = transition(states.interrupted, {
      type: 'participant_lost',
      userId: 'student',
      at: T + 5,
    });
    assert.deepEqual(again, { ok: true, state: states.interrupted, effects: [] });
  });

  it('with both sides lost, one return keeps the meeting interrupted until the other is back', () => {
    const both: LifecycleState = {
      status: 'interrupted',
      started: true,
      lost: ['student', 'teacher'],
      since: T,
    };
    const one = transition(both, { type: 'participant_back', userId: 'teacher' });
    assert.ok(one.ok);
    assert.deepEqual(one.state, { ...both, lost: ['student'] });
    assert.equal(deadlineOf(one.state), T + WINDOW);
    const all = transition(one.state, { type: 'participant_back', userId: 'student' });
    assert.ok(all.ok);
    assert.deepEqual(all.state, { status: 'active' });
    assert.equal(deadlineOf(all.state), null);
  });
});
