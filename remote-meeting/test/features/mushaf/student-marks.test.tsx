import { i18n, initI18n, type MistakeMark } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { MushafPage } from '../../../src/features/mushaf/components/mushaf-page';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import type { PageText } from '../../../src/lib/quran/page-text';

const userEvent = userEvents.setup({ delay: null });

const PAGE: PageText = {
  page: 42,
  juz: 3,
  hizb: 5,
  ayat: [{ surah: 2, ayah: 255, words: ['ٱللَّهُ', 'لَآ', 'إِلَٰهَ', 'إِلَّا', 'هُوَ'] }],
};

const mark = (over: Partial<MistakeMark>): MistakeMark => ({
  id: 'm1',
  meetingId: 'meeting',
  studentId: 'student',
  surah: 2,
  ayah: 255,
  word: 3,
  kind: 'tajweed',
  subRule: 'madd',
  note: 'Hold the madd for two counts',
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const renderPage = (marks: MistakeMark[], onWord?: () => void) =>
  render(<MushafPage text={PAGE} surahs={[]} marks={marks} highlight={null} onWord={onWord} />);

it("names each of the student's marked words with its kind, and shows kind and note on tap", async () => {
  renderPage([mark({})]);
  const word = screen.getByRole('button', { name: 'إِلَّا: Tajweed mistake: Madd' });
  expect(word).toHaveAttribute('data-mark-kind', 'tajweed');
  expect(word).toHaveAttribute('aria-expanded', 'false');
  // The kind's icon is drawn beside the word, hidden from screen readers (the name says it).
  expect(word.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  // Unmarked words are plain text, not buttons.
  expect(screen.getAllByRole('button')).toHaveLength(1);

  await userEvent.click(word);
  const details = await screen.findByRole('dialog', { name: 'The mistake on «إِلَّا»' });
  expect(within(details).getByText('Tajweed mistake: Madd')).toBeInTheDocument();
  expect(within(details).getByText('Note: Hold the madd for two counts')).toBeInTheDocument();
  expect(word).toHaveAttribute('aria-expanded', 'true');

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists every mark on one word, each with its kind, and leaves out a missing note', async () => {
  renderPage([mark({}), mark({ id: 'm2', kind: 'harakat', subRule: null, note: null })]);
  const word = screen.getByRole('button', {
    name: 'إِلَّا: Tajweed mistake: Madd, Harakat mistake',
  });
  await userEvent.click(word);
  const details = await screen.findByRole('dialog');
  expect(within(details).getByText('Harakat mistake')).toBeInTheDocument();
  expect(within(details).getAllByText(/^Note:/)).toHaveLength(1);
});

it('speaks Arabic to an Arabic reader', async () => {
  await i18n.changeLanguage('ar');
  renderPage([mark({ note: null })]);
  await userEvent.click(screen.getByRole('button', { name: /^إِلَّا: / }));
  expect(await screen.findByRole('dialog', { name: /^الخطأ في «\u2068?إِلَّا/ })).toBeInTheDocument();
});

it("keeps the teacher's words as mark buttons, not the student's details", () => {
  renderPage([mark({})], () => undefined);
  const word = screen.getByRole('button', { name: /^Mark a mistake on «إِلَّا»/ });
  expect(word).not.toHaveAttribute('aria-haspopup');
});
