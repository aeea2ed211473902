import type { HifzEntry, HifzGrade, HifzLane, ReviewPage } from '@app/shared';
import {
  duePages,
  gradeTrend,
  juzPercent,
  laneSummaries,
  manzilMissing,
  pageRuns,
} from '../../../src/features/record/hifz-rules';

let seq = 0;
const entry = (lane: HifzLane, grade: HifzGrade, createdAt: string): HifzEntry => ({
  id: `e${(seq += 1)}`,
  meetingId: 'm',
  studentId: 's',
  teacherName: 'Yusuf',
  lane,
  portion: { unit: 'pages', from: 560, to: 561 },
  range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 30 } },
  grade,
  note: null,
  createdAt,
});

const review = (page: number, dueAt: Date, grade: HifzGrade | null = 'good'): ReviewPage => ({
  page,
  dueAt: dueAt.toISOString(),
  grade,
  intervalDays: grade ? 3 : null,
});

// The reader's local clock: 29 November 2026, 21:00 (local dates keep the test zone-free).
const NOW = new Date(2026, 10, 29, 21, 0).getTime();
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe('the hifz lanes on the record', () => {
  it('compares a grade with the one before it, best first', () => {
    expect(gradeTrend('excellent', 'good')).toBe('better');
    expect(gradeTrend('good', 'good')).toBe('same');
    expect(gradeTrend('weak', 'good')).toBe('worse');
    expect(gradeTrend('good', 'repeat')).toBe('better');
    expect(gradeTrend('repeat', 'excellent')).toBe('worse');
  });

  it("gives each lane its latest entry, in the schools' order, and the trend once there are two", () => {
    const entries = [
      entry('sabqi', 'weak', '2026-11-28T10:00:00.000Z'),
      entry('sabaq', 'good', '2026-11-28T09:00:00.000Z'),
      entry('sabqi', 'excellent', '2026-11-27T10:00:00.000Z'),
      entry('sabaq', 'good', '2026-11-26T09:00:00.000Z'),
      entry('sabaq', 'repeat', '2026-11-25T09:00:00.000Z'),
    ];
    const [sabaq, sabqi, manzil] = laneSummaries(entries);
    expect(sabaq).toEqual({ lane: 'sabaq', latest: entries[1], trend: 'same' });
    expect(sabqi).toEqual({ lane: 'sabqi', latest: entries[0], trend: 'worse' });
    expect(manzil).toEqual({ lane: 'manzil', latest: null, trend: null });
    // One entry has nothing to compare with.
    expect(laneSummaries([entries[0]!])[1]).toEqual({
      lane: 'sabqi',
      latest: entries[0],
      trend: null,
    });
  });

  it('warns of a week without manzil only when something is memorised', () => {
    const memorised = [{ first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 30 } }];
    const sixDaysAgo = new Date(NOW - 6 * 24 * 3600 * 1000).toISOString();
    const eightDaysAgo = new Date(NOW - 8 * 24 * 3600 * 1000).toISOString();
    expect(manzilMissing({ memorised, entries: [] }, NOW)).toBe(true);
    expect(
      manzilMissing({ memorised, entries: [entry('manzil', 'good', eightDaysAgo)] }, NOW),
    ).toBe(true);
    // Other lanes do not count as the old revision.
    expect(manzilMissing({ memorised, entries: [entry('sabqi', 'good', sixDaysAgo)] }, NOW)).toBe(
      true,
    );
    expect(manzilMissing({ memorised, entries: [entry('manzil', 'weak', sixDaysAgo)] }, NOW)).toBe(
      false,
    );
    expect(manzilMissing({ memorised: [], entries: [] }, NOW)).toBe(false);
  });

  it("splits the pages due by the reader's day: today with the overdue, then the next seven days", () => {
    const schedule = [
      review(1, local(20, 8)), // overdue
      review(2, local(29, 23, 59)), // later today
      review(3, local(30, 0)), // tomorrow at midnight: this week
      review(4, new Date(2026, 11, 6, 23, 59)), // the seventh day after today
      review(5, new Date(2026, 11, 7, 0, 0)), // the eighth: neither
    ];
    const { today, thisWeek } = duePages(schedule, NOW);
    expect(today.map((page) => page.page)).toEqual([1, 2]);
    expect(thisWeek.map((page) => page.page)).toEqual([3, 4]);
    expect(duePages([], NOW)).toEqual({ today: [], thisWeek: [] });
  });

  it('joins consecutive pages with the same grade into one line, in page order', () => {
    const page = (n: number, grade: ReviewPage['grade']): ReviewPage => ({
      page: n,
      dueAt: '2026-11-29T10:00:00.000Z',
      grade,
      intervalDays: grade ? 1 : null,
    });
    expect(
      pageRuns([
        page(584, 'weak'),
        page(582, 'weak'),
        page(583, 'weak'),
        page(585, 'good'),
        page(1, null),
        page(2, null),
        page(4, null),
      ]),
    ).toEqual([
      { first: 1, last: 2, grade: null },
      { first: 4, last: 4, grade: null },
      { first: 582, last: 584, grade: 'weak' },
      { first: 585, last: 585, grade: 'good' },
    ]);
  });

  it('fills a juz by its memorised ayat, rounded down so only a whole juz shows 100%', () => {
    expect(juzPercent({ memorised: 141, total: 148 })).toBe(95);
    expect(juzPercent({ memorised: 147, total: 148 })).toBe(99);
    expect(juzPercent({ memorised: 148, total: 148 })).toBe(100);
    expect(juzPercent({ memorised: 7, total: 148 })).toBe(4);
    expect(juzPercent({ memorised: 0, total: 148 })).toBe(0);
    expect(juzPercent({ memorised: 0, total: 0 })).toBe(0);
  });
});
