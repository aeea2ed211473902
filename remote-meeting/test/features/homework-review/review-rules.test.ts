import {
  asPageMark,
  currentMarks,
  momentOf,
} from '../../../src/features/homework-review/review-rules';
import { makeHomework, makeHomeworkMark } from '../../support/homework';

const mark = (id: string, atMs: number, createdAt = '2026-03-02T10:00:00.000Z') =>
  makeHomeworkMark({ id, atMs, createdAt });

describe('a mark’s moment', () => {
  it('is the player’s time in whole milliseconds', () => {
    expect(momentOf(12.3456, 60_000)).toBe(12_346);
    expect(momentOf(0, 60_000)).toBe(0);
  });

  it('never runs past the recording’s measured end, nor before its start', () => {
    expect(momentOf(60.02, 60_000)).toBe(60_000);
    expect(momentOf(-1, 60_000)).toBe(0);
    expect(momentOf(Number.NaN, 60_000)).toBe(0);
  });
});

describe('the marks shown', () => {
  it('are the listed ones, those added and not those removed, in the order heard', () => {
    const listed = [mark('a', 5000), mark('b', 1000)];
    const added = [mark('c', 3000), mark('a', 5000)];
    expect(currentMarks(listed, added, new Set(['b'])).map((m) => m.id)).toEqual(['c', 'a']);
  });

  it('keep the order they were made in at the same moment', () => {
    const early = mark('x', 2000, '2026-03-02T10:00:00.000Z');
    const late = mark('y', 2000, '2026-03-02T10:00:05.000Z');
    expect(currentMarks([late, early], [], new Set()).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('are drawn on the page as the student’s marks of the session that set the homework', () => {
    const homework = makeHomework({ meetingId: 'meeting', studentId: 'student' });
    const drawn = asPageMark(mark('a', 1000), homework);
    expect(drawn).toMatchObject({ id: 'a', meetingId: 'meeting', studentId: 'student' });
    expect(drawn).toMatchObject({ surah: 67, ayah: 2, word: 1, kind: 'tajweed' });
  });
});
