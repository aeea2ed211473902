import { i18n, initI18n, type MistakeMark, type StudentRecord } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import { RecordView } from '../../../src/features/record/components/record-view';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import type { PageText, SurahEntry } from '../../../src/lib/quran/page-text';

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

const SURAHS: SurahEntry[] = [
  { surah: 1, ar: 'الفاتحة', en: 'Al-Fatihah', meaning: 'The Opening', ayat: 7 },
  { surah: 2, ar: 'البقرة', en: 'Al-Baqarah', meaning: 'The Cow', ayat: 286 },
];

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
      teacherName: 'Yusuf',
      date: '2026-06-08T10:00:00.000Z',
      summary: 'Good flow',
      homework: null,
      markCount: 2,
    },
    {
      meetingId: 'old',
      teacherName: 'Yusuf',
      date: '2026-06-01T10:00:00.000Z',
      summary: null,
      homework: 'Revise 2:255-257',
      markCount: 0,
    },
  ],
  canEdit: false,
};

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  await i18n.changeLanguage('en');
});

const renderRecord = async () => {
  render(<RecordView record={RECORD} surahs={SURAHS} />);
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
  render(<RecordView record={RECORD} surahs={SURAHS} />);
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
  render(<RecordView record={{ ...RECORD, surahs: [], marks: [], lessons: [] }} surahs={SURAHS} />);
  expect(screen.getByTestId('next-steps')).toHaveTextContent(
    'Nothing yet: the first lesson starts the record.',
  );
});
