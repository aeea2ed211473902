import type { MistakeMark, SurahProgress } from '@app/shared';
import {
  mistakesByWeek,
  mostMissedAyat,
  nextSteps,
  reviseNext,
  statusCounts,
  surahStatuses,
  weekOf,
} from '../../../src/features/record/record-rules';

let seq = 0;
const mark = (surah: number, ayah: number, createdAt: string): MistakeMark => ({
  id: String((seq += 1)),
  meetingId: 'm',
  studentId: 's',
  surah,
  ayah,
  word: 0,
  kind: 'harakat',
  subRule: null,
  note: null,
  createdAt,
});
const progress = (
  surah: number,
  status: SurahProgress['status'],
  updatedAt: string | null = '2026-01-01',
): SurahProgress => ({
  surah,
  status,
  updatedAt,
});

describe('the memorisation record', () => {
  it('gives every surah a status, not started unless set', () => {
    const statuses = surahStatuses([progress(114, 'memorised'), progress(2, 'learning')]);
    expect(statuses).toHaveLength(114);
    expect(statuses[0]).toBe('not_started');
    expect(statuses[1]).toBe('learning');
    expect(statuses[113]).toBe('memorised');
  });

  it('counts mistakes per week (weeks start on Monday) and finds the most-missed ayat', () => {
    expect(weekOf('2026-11-25T10:00:00.000Z')).toBe('2026-11-23');
    expect(weekOf('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    const marks = [
      mark(2, 255, '2026-11-24T10:00:00.000Z'),
      mark(2, 255, '2026-11-25T10:00:00.000Z'),
      mark(1, 2, '2026-11-10T10:00:00.000Z'),
      mark(2, 256, '2026-11-26T10:00:00.000Z'),
    ];
    expect(mistakesByWeek(marks)).toEqual([
      { week: '2026-11-09', count: 1 },
      { week: '2026-11-23', count: 3 },
    ]);
    expect(mostMissedAyat(marks).map((a) => [a.surah, a.ayah, a.count])).toEqual([
      [2, 255, 2],
      [2, 256, 1],
      [1, 2, 1],
    ]);
  });

  it('revises surahs needing revision first (oldest first), then missed ayat of other surahs', () => {
    const marks = [
      mark(2, 255, '2026-11-24T10:00:00.000Z'),
      mark(67, 1, '2026-11-24T10:00:00.000Z'),
    ];
    const items = reviseNext(
      [
        // A status that follows from the memorised ayat has no date: it waits behind the others.
        progress(18, 'needs_revision', null),
        progress(67, 'needs_revision', '2026-11-20'),
        progress(36, 'needs_revision', '2026-11-01'),
        progress(2, 'learning', null),
      ],
      marks,
    );
    expect(
      items.map((item) =>
        item.kind === 'surah' ? `s${item.surah}` : `a${item.surah}:${item.ayah}`,
      ),
    ).toEqual(['s36', 's67', 's18', 'a2:255']);
    expect(reviseNext([], [])).toEqual([]);
  });

  it('opens with the homework set last, the first things to revise, and the last lesson', () => {
    const lesson = (id: string, homework: string | null) => ({
      meetingId: id,
      teacherId: null,
      teacherName: 'Yusuf',
      date: '2026-11-24T10:00:00.000Z',
      summary: null,
      homework,
      markCount: 0,
    });
    const marks = [
      mark(2, 255, '2026-11-24T10:00:00.000Z'),
      mark(2, 256, '2026-11-24T10:00:00.000Z'),
      mark(3, 1, '2026-11-24T10:00:00.000Z'),
      mark(4, 1, '2026-11-24T10:00:00.000Z'),
    ];
    const steps = nextSteps({
      surahs: [],
      marks,
      lessons: [lesson('new', '  '), lesson('mid', 'Revise 2:255'), lesson('old', 'Read 1')],
    });
    expect(steps.homework?.meetingId).toBe('mid');
    expect(steps.lastLesson?.meetingId).toBe('new');
    expect(steps.revise).toHaveLength(3);
    expect(nextSteps({ surahs: [], marks: [], lessons: [] })).toEqual({
      homework: null,
      revise: [],
      lastLesson: null,
    });
  });

  it('counts the surahs of each status for the legend', () => {
    expect(
      statusCounts(surahStatuses([progress(1, 'memorised'), progress(2, 'learning')])),
    ).toEqual({ not_started: 112, learning: 1, memorised: 1, needs_revision: 0 });
  });
});
