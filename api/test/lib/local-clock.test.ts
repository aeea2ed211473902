import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instantAt, knownTimeZone, nextDay, wallClockAt } from '@app/shared/local-clock';

describe('a time zone’s wall clock', () => {
  it('reads the day and time somewhere at an instant', () => {
    assert.deepEqual(wallClockAt(new Date('2026-03-01T04:00:00Z'), 'Asia/Riyadh'), {
      day: '2026-03-01',
      minute: 7 * 60,
    });
    // 21:00 UTC is midnight in Riyadh: the next day there.
    assert.deepEqual(wallClockAt(new Date('2026-03-01T21:00:00Z'), 'Asia/Riyadh'), {
      day: '2026-03-02',
      minute: 0,
    });
    assert.equal(nextDay('2026-02-28'), '2026-03-01');
    assert.equal(nextDay('2026-12-31'), '2027-01-01');
  });

  it('finds the instant of a wall-clock time, across daylight saving changes', () => {
    const at = (day: string, time: string, zone: string) => {
      const [hours, minutes] = time.split(':').map(Number);
      return instantAt(day, hours! * 60 + minutes!, zone).toISOString();
    };
    assert.equal(at('2026-03-01', '07:00', 'Asia/Riyadh'), '2026-03-01T04:00:00.000Z');
    assert.equal(at('2026-03-07', '07:00', 'America/New_York'), '2026-03-07T12:00:00.000Z');
    assert.equal(at('2026-03-09', '07:00', 'America/New_York'), '2026-03-09T11:00:00.000Z');
    // 02:30 does not happen on 8 March there (02:00 becomes 03:00): it is read as 03:30.
    assert.equal(at('2026-03-08', '02:30', 'America/New_York'), '2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November: the first one.
    assert.equal(at('2026-11-01', '01:30', 'America/New_York'), '2026-11-01T05:30:00.000Z');
    assert.equal(at('2026-03-29', '00:00', 'Europe/London'), '2026-03-29T00:00:00.000Z');
    assert.equal(at('2026-03-30', '00:00', 'Europe/London'), '2026-03-29T23:00:00.000Z');
  });

  it('knows a zone by its canonical name, and no zone it has not heard of', () => {
    assert.equal(knownTimeZone('asia/riyadh'), 'Asia/Riyadh');
    assert.equal(knownTimeZone('Mars/Olympus_Mons'), null);
  });
});
