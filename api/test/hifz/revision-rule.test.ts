import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HifzGrade } from '@app/shared/protocol';
import {
  dueAt,
  INITIAL_EASE,
  MAX_INTERVAL_DAYS,
  MIN_EASE,
  nextReview,
  type ReviewState,
} from '../../src/hifz/revision-rule';

/** Grades a page in turn, one review on each due date, from 1 March 2026 at 17:00 UTC. */
function schedule(grades: HifzGrade[]): { grade: HifzGrade; days: number; due: string }[] {
  let state: ReviewState | null = null;
  let at = new Date('2026-03-01T17:00:00Z');
  return grades.map((grade) => {
    state = nextReview(state, grade);
    const due = dueAt(at, state);
    at = due;
    return { grade, days: state.intervalDays, due: due.toISOString().slice(0, 10) };
  });
}

describe('the revision rule (SM-2 on the Sheikh’s grade)', () => {
  it('good pushes a page out: 1 day, 6 days, then the interval times its ease', () => {
    assert.deepEqual(schedule(['good', 'good', 'good', 'good']), [
      { grade: 'good', days: 1, due: '2026-03-02' },
      { grade: 'good', days: 6, due: '2026-03-08' },
      { grade: 'good', days: 15, due: '2026-03-23' },
      { grade: 'good', days: MAX_INTERVAL_DAYS, due: '2026-04-22' },
    ]);
  });

  it('excellent grows the ease, so the intervals grow faster than with good', () => {
    assert.deepEqual(
      schedule(['excellent', 'excellent', 'excellent']).map((step) => step.days),
      [1, 6, 17],
    );
  });

  it('weak and repeat bring a page back the next day and start its run again', () => {
    assert.deepEqual(schedule(['good', 'good', 'weak', 'good']), [
      { grade: 'good', days: 1, due: '2026-03-02' },
      { grade: 'good', days: 6, due: '2026-03-08' },
      { grade: 'weak', days: 1, due: '2026-03-09' },
      { grade: 'good', days: 1, due: '2026-03-10' },
    ]);
    assert.deepEqual(
      schedule(['excellent', 'repeat']).map((step) => step.days),
      [1, 1],
    );
  });

  it('a pass before the page is due keeps its run and interval; a fail still starts it again', () => {
    const once = nextReview(null, 'good');
    assert.deepEqual(nextReview(once, 'excellent', true), once);
    const after = nextReview({ streak: 2, ease: 2.5, intervalDays: 6 }, 'good', true);
    assert.deepEqual(after, { streak: 2, ease: 2.5, intervalDays: 6 });
    assert.equal(nextReview(once, 'weak', true).intervalDays, 1);
    assert.equal(nextReview(once, 'weak', true).streak, 0);
  });

  it('weak and repeat lower the ease, never under its floor; nothing waits past 30 days', () => {
    const weak = nextReview(null, 'weak');
    assert.ok(Math.abs(weak.ease - (INITIAL_EASE - 0.32)) < 1e-9, String(weak.ease));
    let state: ReviewState | null = null;
    for (let i = 0; i < 10; i += 1) state = nextReview(state, 'repeat');
    assert.equal(state!.ease, MIN_EASE);
    state = { streak: 5, ease: 2.5, intervalDays: 25 };
    assert.equal(nextReview(state, 'excellent').intervalDays, MAX_INTERVAL_DAYS);
  });
});
