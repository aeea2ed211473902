import {
  i18n,
  initI18n,
  type HifzEntry,
  type HifzProgress,
  type MistakeMark,
  type StudentRecord,
  type WeeklyReport,
} from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RecordView } from '../../../src/features/record/components/record-view';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import type { PageText, SurahEntry } from '../../../src/lib/quran/page-text';
import { fakeApi, refusal, type Route } from '../../support/fake-api';

// The page chunks are built files; the record reads the marked words from them.
jest.mock('../../../src/lib/quran/text-chunks', () => ({
  loadPageText: (page: number): Promise<PageText> =>
    Promise.resolve({
      page,
      juz: 3,
      hizb: 5,
      ayat: [{ surah: 2, ayah: 255, words: ['ٱللَّهُ', 'لَآ', 'إِلَٰهَ', 'إِلَّا', 'هُوَ'] }],
    }),
}));

const NAMED: Record<number, [string, string]> = {
  1: ['الفاتحة', 'Al-Fatihah'],
  2: ['البقرة', 'Al-Baqarah'],
  67: ['الملك', 'Al-Mulk'],
  112: ['الإخلاص', 'Al-Ikhlas'],
  114: ['الناس', 'An-Nas'],
};
const SURAHS: SurahEntry[] = Array.from({ length: 114 }, (_, index) => {
  const [ar, en] = NAMED[index + 1] ?? [`سورة ${index + 1}`, `Surah ${index + 1}`];
  return { surah: index + 1, ar, en, meaning: '', ayat: 7 };
});

const mark = (id: string, over: Partial<MistakeMark> = {}): MistakeMark => ({
  id,
  meetingId: 'new',
  studentId: 's',
  surah: 2,
  ayah: 255,
  word: 3,
  kind: 'tajweed',
  subRule: 'madd',
  note: 'Hold the madd',
  createdAt: '2026-06-08T10:00:00.000Z',
  ...over,
});

const RECORD: StudentRecord = {
  student: { _id: 's', name: 'Maryam' },
  surahs: [
    { surah: 1, status: 'memorised', updatedAt: '2026-06-01T00:00:00.000Z' },
    { surah: 2, status: 'learning', updatedAt: '2026-06-01T00:00:00.000Z' },
  ],
  marks: [mark('m1'), mark('m2', { kind: 'harakat', subRule: null, note: null, word: 0 })],
  lessons: [
    {
      meetingId: 'new',
      teacherId: null,
      teacherName: 'Yusuf',
      date: '2026-06-08T10:00:00.000Z',
      summary: 'Good flow',
      homework: null,
      markCount: 2,
    },
    {
      meetingId: 'old',
      teacherId: null,
      teacherName: 'Yusuf',
      date: '2026-06-01T10:00:00.000Z',
      summary: null,
      homework: 'Revise 2:255-257',
      markCount: 0,
    },
  ],
  canEdit: false,
};

// The reader's clock: 29 November 2026, 21:00 local time.
const NOW = new Date(2026, 10, 29, 21, 0).getTime();
const daysAgo = (days: number) => new Date(NOW - days * 24 * 3600 * 1000).toISOString();

let seq = 0;
const entry = (over: Partial<HifzEntry>): HifzEntry => ({
  id: `e${(seq += 1)}`,
  meetingId: 'new',
  studentId: 's',
  teacherName: 'Yusuf',
  lane: 'sabaq',
  portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
  range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 10 } },
  grade: 'good',
  note: null,
  createdAt: daysAgo(1),
  ...over,
});

const ENTRIES = [
  entry({ note: 'Steady, mind the madd' }),
  entry({ lane: 'sabqi', portion: { unit: 'pages', from: 560, to: 562 }, grade: 'weak' }),
  entry({ createdAt: daysAgo(3), grade: 'weak' }),
  entry({ lane: 'sabqi', createdAt: daysAgo(3), portion: { unit: 'juz', from: 30, to: 30 } }),
  entry({ lane: 'manzil', createdAt: daysAgo(9), teacherName: null, grade: 'excellent' }),
];

const PROGRESS: HifzProgress = {
  entries: ENTRIES,
  memorised: [{ first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 30 } }],
  juz: Array.from({ length: 30 }, (_, index) =>
    index === 28
      ? { juz: 29, memorised: 30, total: 431 }
      : { juz: index + 1, memorised: 0, total: 148 },
  ),
  surahs: [{ surah: 67, memorised: 30, total: 30 }],
  review: [
    // Overdue, then due later today, then in three days, then past the week.
    { page: 562, dueAt: daysAgo(2), grade: 'weak', intervalDays: 1 },
    {
      page: 563,
      dueAt: new Date(2026, 10, 29, 23, 0).toISOString(),
      grade: null,
      intervalDays: null,
    },
    { page: 604, dueAt: new Date(2026, 11, 2, 9, 0).toISOString(), grade: 'good', intervalDays: 3 },
    { page: 1, dueAt: new Date(2026, 11, 20, 9, 0).toISOString(), grade: 'good', intervalDays: 20 },
  ],
};

const WEEK: WeeklyReport = {
  from: '2026-11-22T09:00:00.000Z',
  to: '2026-11-29T09:00:00.000Z',
  lessons: 3,
  lanes: {
    sabaq: { entries: 2, ayat: 10 },
    sabqi: { entries: 1, ayat: 40 },
    manzil: { entries: 1, ayat: 7 },
  },
  homework: { accepted: 1, missing: 2 },
  pagesDue: 5,
};

const hifzRoute = (route: Route) =>
  fakeApi({
    'GET /classroom/students/s/hifz': route,
    'GET /classroom/students/s/hifz/week': { status: 200, body: { data: WEEK } },
  });

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  hifzRoute({ status: 200, body: { data: PROGRESS } });
});

const renderView = (record: StudentRecord = RECORD) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RecordView record={record} surahs={SURAHS} />
    </QueryClientProvider>,
  );

const renderRecord = async () => {
  renderView();
  await screen.findByText('«إِلَّا»');
};

it('opens with what to do next: the homework, what to revise, the last lesson', async () => {
  await renderRecord();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings[0]).toBe('What to do next');
  const next = screen.getByTestId('next-steps');
  // The newest lesson has no homework: the last one set is shown.
  expect(within(next).getByTestId('next-homework')).toHaveTextContent('Revise 2:255-257');
  expect(within(next).getByTestId('next-revise')).toHaveTextContent(
    'Al-Baqarah, ayah 255 · 2 mistakes',
  );
  expect(within(next).getByRole('heading', { name: 'Last lesson' })).toBeInTheDocument();
  expect(next).toHaveTextContent('Good flow');
});

it('has a legend for every status colour, with how many surahs have it', async () => {
  await renderRecord();
  const legend = screen.getByTestId('status-legend');
  const entries = within(legend)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(entries).toEqual([
    'Not started · 112 surahs',
    'Learning · 1 surah',
    'Memorised · 1 surah',
    'Needs revision · 0 surahs',
  ]);
  // The kinds of the marks shown have a legend of their own.
  const kinds = within(screen.getByTestId('mark-legend')).getAllByRole('listitem');
  expect(kinds.map((item) => item.textContent)).toEqual(['Tajweed', 'Harakat']);
  // Each surah says its status in words, not by colour alone.
  expect(screen.getByRole('listitem', { name: '2. Al-Baqarah: Learning' })).toBeInTheDocument();
});

it('names the marked words and their ayat, never a word index', async () => {
  renderView();
  // The words come from the mushaf's page chunks, once loaded.
  await screen.findByText('«إِلَّا»');
  const marks = screen.getAllByTestId('record-mark');
  expect(marks[0]).toHaveTextContent(
    '«إِلَّا» · Al-Baqarah, ayah 255 · Tajweed mistake: Madd · Hold the madd',
  );
  expect(await within(marks[1]!).findByText('«ٱللَّهُ»')).toBeInTheDocument();
  expect(marks[1]).toHaveTextContent('Al-Baqarah, ayah 255 · Harakat mistake');
  for (const line of marks) expect(line.textContent).not.toMatch(/\(\d+\)|2:255/);
});

it('says there is nothing to do yet before the first lesson', () => {
  renderView({ ...RECORD, surahs: [], marks: [], lessons: [] });
  expect(screen.getByTestId('next-steps')).toHaveTextContent(
    'Nothing yet: the first lesson starts the record.',
  );
});

describe('the hifz', () => {
  it('shows each lane with its latest entry and its trend against the one before', async () => {
    renderView();
    const hifz = screen.getByTestId('hifz');
    expect(within(hifz).getByRole('heading', { level: 2, name: 'Hifz' })).toBeInTheDocument();
    const sabaq = await within(hifz).findByRole('article', { name: 'Sabaq' });
    expect(within(sabaq).getByTestId('lane-portion')).toHaveTextContent('67:1-10');
    expect(within(sabaq).getByTestId('lane-grade')).toHaveTextContent('Good');
    expect(sabaq).toHaveTextContent('Nov 28, 2026');
    // Good after weak: the trend is an arrow named for what it means, not a colour alone.
    expect(within(sabaq).getByRole('img', { name: 'Better than the time before' })).toBeVisible();
    const sabqi = within(hifz).getByRole('article', { name: 'Sabqi' });
    expect(within(sabqi).getByTestId('lane-portion')).toHaveTextContent('Pages 560-562');
    expect(within(sabqi).getByRole('img', { name: 'Weaker than the time before' })).toBeVisible();
    const manzil = within(hifz).getByRole('article', { name: 'Manzil' });
    expect(within(manzil).getByTestId('lane-portion')).toHaveTextContent('67:1-10');
    expect(within(manzil).queryByRole('img')).toBeNull();
  });

  it('warns when the last manzil is more than a week old', async () => {
    renderView();
    expect(await screen.findByTestId('no-manzil')).toHaveTextContent('No manzil for a week');
  });

  it('says a lane has no entry, and warns of no manzil at all', async () => {
    hifzRoute({ status: 200, body: { data: { ...PROGRESS, entries: ENTRIES.slice(0, 2) } } });
    renderView();
    const manzil = await screen.findByRole('article', { name: 'Manzil' });
    expect(manzil).toHaveTextContent('No manzil recorded yet.');
    expect(screen.getByTestId('no-manzil')).toBeVisible();
  });

  it('keeps quiet about manzil after a recent one', async () => {
    const recent = [entry({ lane: 'manzil', createdAt: daysAgo(6) }), ...ENTRIES];
    hifzRoute({ status: 200, body: { data: { ...PROGRESS, entries: recent } } });
    renderView();
    await screen.findByRole('article', { name: 'Manzil' });
    expect(screen.queryByTestId('no-manzil')).toBeNull();
  });

  it("lists the pages due today (the overdue with them) and this week by the reader's clock", async () => {
    renderView();
    const today = await screen.findByTestId('due-today');
    expect(within(today).getByRole('heading', { name: 'Due today' })).toBeInTheDocument();
    expect(within(today).getByTestId('due-count')).toHaveTextContent('2 pages due');
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page 562 · Al-MulkWeak', 'Page 563 · Al-MulkNot graded yet']);
    const week = screen.getByTestId('due-this-week');
    expect(within(week).getByRole('heading', { name: 'Due this week' })).toBeInTheDocument();
    expect(within(week).getByTestId('due-count')).toHaveTextContent('1 page due');
    expect(within(week).getByRole('listitem')).toHaveTextContent(
      'Page 604 · Al-Ikhlas - An-NasGood',
    );
  });

  it('says when nothing is due', async () => {
    hifzRoute({ status: 200, body: { data: { ...PROGRESS, review: [] } } });
    renderView();
    expect(await screen.findByText('Nothing due today.')).toBeVisible();
    expect(screen.getByText('Nothing else due this week.')).toBeVisible();
  });

  it('fills each juz by its memorised ayat, with the count, rounded down', async () => {
    renderView();
    const bars = await screen.findByTestId('juz-bars');
    const juz29 = within(bars).getByRole('progressbar', { name: 'Juz 29: 6% memorised' });
    expect(juz29).toHaveAttribute('aria-valuenow', '6');
    expect(bars.querySelector('[data-juz="29"]')).toHaveTextContent('30 of 431 ayat');
    expect(within(bars).getAllByRole('progressbar')).toHaveLength(30);
    expect(bars.querySelector('[data-juz="1"]')).toHaveTextContent('0 of 148 ayat');
  });

  it('lists every entry, newest first, with its date, Sheikh and note', async () => {
    renderView();
    const history = await screen.findAllByTestId('hifz-history-entry');
    expect(history.map((item) => item.dataset.lane)).toEqual([
      'sabaq',
      'sabqi',
      'sabaq',
      'sabqi',
      'manzil',
    ]);
    // The portion is isolated, so it keeps its direction inside an Arabic line.
    expect(history[0]).toHaveTextContent('Sabaq · \u206867:1-10\u2069 · Good');
    expect(history[0]).toHaveTextContent('Nov 28, 2026 with Yusuf');
    expect(history[0]).toHaveTextContent('Steady, mind the madd');
    expect(history[3]).toHaveTextContent('Sabqi · \u2068Juz 30\u2069 · Good');
    // A Sheikh whose account is gone leaves the date alone.
    expect(history[4]).toHaveTextContent(/^Manzil · \u206867:1-10\u2069 · ExcellentNov 20, 2026$/);
  });

  it('speaks Arabic, counting in its plural forms', async () => {
    await i18n.changeLanguage('ar');
    renderView();
    const today = await screen.findByTestId('due-today');
    expect(within(today).getByRole('heading', { name: 'مراجعة اليوم' })).toBeInTheDocument();
    expect(within(today).getByTestId('due-count')).toHaveTextContent('صفحتان للمراجعة');
    expect(screen.getByRole('article', { name: 'سبق' })).toHaveTextContent('جيد');
    expect(screen.getByRole('heading', { level: 2, name: 'الحفظ' })).toBeInTheDocument();
  });

  it('keeps the rest of the record when the hifz cannot be loaded, and offers to retry', async () => {
    hifzRoute(refusal(500, 'internal'));
    renderView();
    const hifz = screen.getByTestId('hifz');
    expect(await within(hifz).findByText('The hifz could not be loaded.')).toBeVisible();
    expect(within(hifz).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByTestId('next-steps')).toHaveTextContent('Revise 2:255-257');
    expect(screen.getByTestId('status-legend')).toBeVisible();
  });

  it("shows the student's week, one figure per line", async () => {
    renderView();
    const week = await screen.findByTestId('weekly-report');
    expect(within(week).getByTestId('week-lessons')).toHaveTextContent('Lessons attended3');
    expect(within(week).getByTestId('week-sabaq')).toHaveTextContent('10');
    expect(within(week).getByTestId('week-sabqi')).toHaveTextContent('40');
    expect(within(week).getByTestId('week-manzil')).toHaveTextContent('7');
    expect(within(week).getByTestId('week-accepted')).toHaveTextContent('Homework accepted1');
    expect(within(week).getByTestId('week-missing')).toHaveTextContent('Homework missing2');
    expect(within(week).getByTestId('week-pagesDue')).toHaveTextContent('5');
  });
});
