import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LESSON_LENGTHS } from '@app/shared/protocol';
import { freeSlots, isFreeSlot } from '../../src/booking/free-slots';
import type { Interval } from '../../src/booking/open-hours';

const MINUTE_MS = 60_000;

/** An instant of 22 March 2027 (UTC), from `HH:MM`. */
const at = (time: string) => Date.parse(`2027-03-22T${time}:00Z`);
const span = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
const hhmm = (instant: number) => new Date(instant).toISOString().slice(11, 16);
const starts = (slots: Interval[]) => slots.map((slot) => hhmm(slot.start));

const AFTERNOON = [span('13:00', '15:00')];
const NO_LIMIT = 0;

describe('free slots', () => {
  it('start on the 15-minute step from the start of the open hours', () => {
    assert.deepEqual(starts(freeSlots(AFTERNOON, [], 30, NO_LIMIT)), [
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
    ]);
    // Hours that start off the quarter hour keep their own step.
    assert.deepEqual(starts(freeSlots([span('13:05', '14:00')], [], 20, NO_LIMIT)), [
      '13:05',
      '13:20',
      '13:35',
    ]);
  });

  it('each lasts the lesson’s length and lies wholly in the open hours', () => {
    const table = LESSON_LENGTHS.map((minutes) => {
      const slots = freeSlots(AFTERNOON, [], minutes, NO_LIMIT);
      assert.ok(slots.every((slot) => slot.end - slot.start === minutes * MINUTE_MS));
      return [minutes, slots.length, hhmm(slots.at(-1)!.start), hhmm(slots.at(-1)!.end)];
    });
    assert.deepEqual(table, [
      [20, 7, '14:30', '14:50'],
      [30, 7, '14:30', '15:00'],
      [45, 6, '14:15', '15:00'],
      [60, 5, '14:00', '15:00'],
    ]);
    // An hour does not fit in 70 minutes but once, nor at all in 50.
    assert.deepEqual(starts(freeSlots([span('13:00', '14:10')], [], 60, NO_LIMIT)), ['13:00']);
    assert.deepEqual(freeSlots([span('13:00', '13:50')], [], 60, NO_LIMIT), []);
  });

  it('start no sooner than the notice allows, still on the step', () => {
    assert.deepEqual(starts(freeSlots(AFTERNOON, [], 60, at('13:07'))), [
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
    assert.deepEqual(starts(freeSlots(AFTERNOON, [], 60, at('13:30'))), [
      '13:30',
      '13:45',
      '14:00',
    ]);
    assert.deepEqual(freeSlots(AFTERNOON, [], 60, at('14:01')), []);
  });

  it('never overlap a lesson already held or booked; touching one is fine', () => {
    assert.deepEqual(starts(freeSlots(AFTERNOON, [span('13:30', '14:00')], 30, NO_LIMIT)), [
      '13:00',
      '14:00',
      '14:15',
      '14:30',
    ]);
    // A lesson at an odd time (another length, moved) blocks every slot it touches inside.
    assert.deepEqual(starts(freeSlots(AFTERNOON, [span('13:40', '13:50')], 20, NO_LIMIT)), [
      '13:00',
      '13:15',
      '14:00',
      '14:15',
      '14:30',
    ]);
    // The student's own lessons count too, and a lesson beyond the hours blocks nothing.
    const busy = [span('14:00', '15:00'), span('16:00', '17:00')];
    assert.deepEqual(starts(freeSlots(AFTERNOON, busy, 45, NO_LIMIT)), ['13:00', '13:15']);
  });

  it('come sorted across several stretches of open hours', () => {
    const open = [span('18:00', '19:00'), span('09:00', '09:45')];
    assert.deepEqual(starts(freeSlots(open, [], 30, NO_LIMIT)), [
      '09:00',
      '09:15',
      '18:00',
      '18:15',
      '18:30',
    ]);
  });

  it('a requested start is free exactly when it is one of the slots', () => {
    const open = [span('09:05', '10:00'), span('13:00', '15:00')];
    const busy = [span('13:40', '14:10')];
    const earliest = at('09:20');
    for (const minutes of LESSON_LENGTHS) {
      const slots = new Set(freeSlots(open, busy, minutes, earliest).map((slot) => slot.start));
      for (let start = at('08:00'); start <= at('16:00'); start += 5 * MINUTE_MS) {
        assert.equal(
          isFreeSlot(open, busy, start, minutes, earliest),
          slots.has(start),
          `${minutes} minutes at ${hhmm(start)}`,
        );
      }
    }
    assert.equal(isFreeSlot(open, busy, at('13:00'), 30, earliest), true);
    assert.equal(isFreeSlot(open, busy, at('13:05'), 30, earliest), false, 'off the step');
    assert.equal(isFreeSlot(open, busy, at('09:05'), 30, earliest), false, 'too soon');
    assert.equal(isFreeSlot(open, busy, at('13:30'), 30, earliest), false, 'taken');
    assert.equal(isFreeSlot(open, busy, at('14:30'), 45, earliest), false, 'past the hours');
    assert.equal(isFreeSlot(open, busy, at('14:15'), 45, earliest), true);
  });
});
