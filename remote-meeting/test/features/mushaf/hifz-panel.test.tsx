import { i18n, initI18n, type AyahRef, type HifzEntry, type NewHifzEntry } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { HifzPanel } from '../../../src/features/mushaf/components/hifz-panel';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import type { SurahEntry } from '../../../src/lib/quran/page-text';
import { fakeApi, refusal, type Reply, type SentRequest } from '../../support/fake-api';

const userEvent = userEvents.setup({ delay: null });

const SURAHS: SurahEntry[] = Array.from({ length: 114 }, (_, index) => ({
  surah: index + 1,
  ar: index === 66 ? 'الملك' : `سورة ${index + 1}`,
  en: index === 66 ? 'Al-Mulk' : `Surah ${index + 1}`,
  meaning: '',
  ayat: 30,
}));

const PATH = '/classroom/meetings/m1/hifz';

/** The session's entries as the API keeps them: a recorded one is listed from then on. */
function fakeLesson(answer: (body: NewHifzEntry) => Reply | null = () => null) {
  const stored: HifzEntry[] = [];
  const sent = fakeApi({
    [`GET ${PATH}`]: () => ({ status: 200, body: { data: stored } }),
    [`POST ${PATH}`]: (request: SentRequest) => {
      const body = request.body as NewHifzEntry;
      const refused = answer(body);
      if (refused) return refused;
      const entry: HifzEntry = {
        ...body,
        id: `e${stored.length + 1}`,
        meetingId: 'm1',
        studentId: 's1',
        teacherName: 'Yusuf',
        note: body.note ?? null,
        range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 10 } },
        createdAt: '2026-11-29T10:00:00.000Z',
      };
      stored.push(entry);
      return { status: 201, body: { data: entry } };
    },
  });
  return { posts: () => sent.filter((request) => request.method === 'POST') };
}

const renderPanel = (highlight: AyahRef | null = null) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HifzPanel meetingId="m1" highlight={highlight} surahs={SURAHS} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

it('records a lane and lists it with the session’s other entries', async () => {
  const lesson = fakeLesson();
  renderPanel();
  expect(await screen.findByText('Nothing recorded in this session yet.')).toBeVisible();

  // Sabaq and ayat are chosen to begin with.
  expect(screen.getByRole('button', { name: 'Sabaq' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Ayat' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.type(screen.getByLabelText('Surah'), '67');
  expect(screen.getByText('Al-Mulk')).toBeVisible();
  await userEvent.type(screen.getByLabelText('From ayah'), '1');
  await userEvent.type(screen.getByLabelText('To ayah'), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Good' }));
  await userEvent.type(screen.getByLabelText('Note (optional)'), ' Mind the madd ');
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Recorded: Sabaq · \u206867:1-10\u2069 · Good',
  );
  expect(lesson.posts().map((post) => post.body)).toEqual([
    {
      lane: 'sabaq',
      portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
      grade: 'good',
      note: 'Mind the madd',
    },
  ]);
  const list = await screen.findByTestId('lesson-hifz');
  expect(within(list).getByTestId('hifz-entry')).toHaveTextContent(
    'Sabaq · \u206867:1-10\u2069 · Good',
  );
  expect(within(list).getByTestId('hifz-entry')).toHaveTextContent('Mind the madd');
  // The grade and note clear, so a second tap does not record the same again unawares.
  expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByLabelText('Note (optional)')).toHaveValue('');

  // The next lane, in pages: an empty "To" is the same page.
  await userEvent.click(screen.getByRole('button', { name: 'Manzil' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pages' }));
  await userEvent.type(screen.getByLabelText('From'), '560');
  await userEvent.click(screen.getByRole('button', { name: 'Excellent' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByText('Manzil · \u2068Page 560\u2069 · Excellent')).toBeVisible();
  expect(lesson.posts()[1]?.body).toEqual({
    lane: 'manzil',
    portion: { unit: 'pages', from: 560, to: 560 },
    grade: 'excellent',
  });
  expect(screen.getAllByTestId('hifz-entry')).toHaveLength(2);
});

it('fills one ayah from the highlighted ayah, whatever unit was chosen', async () => {
  const lesson = fakeLesson();
  renderPanel({ surah: 2, ayah: 255 });
  await userEvent.click(screen.getByRole('button', { name: 'Juz' }));
  await userEvent.click(screen.getByRole('button', { name: 'From the highlight' }));
  expect(screen.getByRole('button', { name: 'Ayat' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Surah')).toHaveValue('2');
  expect(screen.getByLabelText('From ayah')).toHaveValue('255');
  expect(screen.getByLabelText('To ayah')).toHaveValue('255');
  await userEvent.click(screen.getByRole('button', { name: 'Repeat' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sabaq · \u20682:255\u2069 · Repeat');
  expect(lesson.posts()[0]?.body).toMatchObject({
    portion: { unit: 'ayat', from: { surah: 2, ayah: 255 }, to: { surah: 2, ayah: 255 } },
  });
});

it('cannot fill from the highlight when no ayah is highlighted', async () => {
  fakeLesson();
  renderPanel();
  expect(screen.getByRole('button', { name: 'From the highlight' })).toBeDisabled();
});

it('asks for the numbers and the grade before sending anything', async () => {
  const lesson = fakeLesson();
  renderPanel();
  await userEvent.type(screen.getByLabelText('From ayah'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(screen.getByText('Choose a grade')).toBeVisible();
  expect(screen.getAllByText('Enter a number')).toHaveLength(2);
  expect(screen.getByLabelText('Surah')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('To ayah')).toHaveAttribute('aria-invalid', 'false');
  expect(lesson.posts()).toEqual([]);
});

it("shows the API's refusal by its code", async () => {
  fakeLesson((body) =>
    body.portion.unit === 'pages'
      ? refusal(400, 'hifz.range_reversed')
      : refusal(400, 'classroom.ayah_out_of_range'),
  );
  renderPanel();
  await userEvent.type(screen.getByLabelText('Surah'), '1');
  await userEvent.type(screen.getByLabelText('From ayah'), '8');
  await userEvent.click(screen.getByRole('button', { name: 'Good' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'This surah has no ayah with that number.',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Pages' }));
  await userEvent.type(screen.getByLabelText('From'), '10');
  await userEvent.type(screen.getByLabelText('To'), '5');
  await userEvent.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByText(/its start cannot come after its end/)).toBeVisible();
  // Nothing was recorded: the grade stays chosen for a second try.
  expect(screen.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'true');
});

it('speaks Arabic with the names the browser tests use', async () => {
  await i18n.changeLanguage('ar');
  fakeLesson();
  renderPanel();
  for (const name of ['سبق', 'سبقي', 'منزل', 'آيات', 'صفحات', 'أجزاء', 'ممتاز', 'جيد', 'ضعيف']) {
    expect(screen.getByRole('button', { name })).toBeVisible();
  }
  expect(screen.getByRole('button', { name: 'إعادة' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'سجّل' })).toBeVisible();
  expect(screen.getByLabelText('السورة')).toBeVisible();
  expect(screen.getByLabelText('من الآية')).toBeVisible();
  expect(screen.getByLabelText('إلى الآية')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'صفحات' }));
  expect(screen.getByLabelText('من')).toBeVisible();
  expect(screen.getByLabelText('إلى')).toBeVisible();
});
