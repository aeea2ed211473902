import {
  i18n,
  initI18n,
  type AyahRef,
  type HifzEntry,
  type Homework,
  type NewHomework,
} from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { HifzPanel } from '../../../src/features/mushaf/components/hifz-panel';
import { daysAfter } from '../../../src/features/mushaf/homework-due';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import type { SurahEntry } from '../../../src/lib/quran/page-text';
import { fakeApi, refusal, type Reply, type SentRequest } from '../../support/fake-api';

const userEvent = userEvents.setup({ delay: null });

const SURAHS: SurahEntry[] = Array.from({ length: 114 }, (_, index) => ({
  surah: index + 1,
  ar: `سورة ${index + 1}`,
  en: index === 66 ? 'Al-Mulk' : `Surah ${index + 1}`,
  meaning: '',
  ayat: 30,
}));

const SET_PATH = '/classroom/meetings/m1/homework';

/** The session (no lanes recorded yet) and the student's homework as the API keeps them. */
function fakeLesson(answer: (body: NewHomework) => Reply | null = () => null) {
  const stored: Homework[] = [
    // Set in another session: not this session's.
    homeworkOf({ unit: 'pages', from: 5, to: 5 }, 'other-meeting', 'h0'),
  ];
  const sent = fakeApi({
    'GET /classroom/meetings/m1/hifz': { status: 200, body: { data: [] as HifzEntry[] } },
    'GET /classroom/students/s1/homework': () => ({ status: 200, body: { data: stored } }),
    [`POST ${SET_PATH}`]: (request: SentRequest) => {
      const body = request.body as NewHomework;
      const refused = answer(body);
      if (refused) return refused;
      const homework = {
        ...homeworkOf(body.portion, 'm1', `h${stored.length}`),
        dueAt: body.dueAt,
        note: body.note ?? null,
      };
      stored.unshift(homework);
      return { status: 201, body: { data: homework } };
    },
  });
  return { posts: () => sent.filter((request) => request.method === 'POST') };
}

function homeworkOf(portion: Homework['portion'], meetingId: string, id: string): Homework {
  return {
    id,
    meetingId,
    studentId: 's1',
    teacherId: 't1',
    teacherName: 'Yusuf',
    portion,
    range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 10 } },
    note: null,
    dueAt: '2026-03-07T20:59:59.000Z',
    status: 'assigned',
    createdAt: '2026-03-05T10:00:00.000Z',
    acceptedAt: null,
    submissions: [],
  };
}

const renderPanel = (highlight: AyahRef | null = null) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HifzPanel meetingId="m1" highlight={highlight} surahs={SURAHS} />
    </QueryClientProvider>,
  );

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Set homework' }));
  return screen.findByTestId('homework-form');
}

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

it('sets homework due at the end of the day after next, and lists this session’s homework', async () => {
  const lesson = fakeLesson();
  renderPanel();
  expect(screen.queryByTestId('homework-form')).not.toBeInTheDocument();
  const form = within(await openForm());

  const due = form.getByLabelText('Due date');
  const suggested = daysAfter(new Date(), 2);
  expect(due).toHaveValue(suggested);
  expect(due).toHaveAttribute('min', daysAfter(new Date(), 0));
  await userEvent.type(form.getByLabelText('Surah'), '67');
  await userEvent.type(form.getByLabelText('From ayah'), '1');
  await userEvent.type(form.getByLabelText('To ayah'), '10');
  await userEvent.type(form.getByLabelText('Note (optional)'), ' Twice a day ');
  await userEvent.click(form.getByRole('button', { name: 'Set' }));

  expect(await form.findByRole('status')).toHaveTextContent(
    /^Homework set: \u206867:1-10\u2069, due/,
  );
  const body = lesson.posts()[0]?.body as NewHomework;
  expect(body).toEqual({
    portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
    dueAt: expect.stringMatching(new RegExp(`^${suggested}T23:59:59[+-]\\d{2}:\\d{2}$`)),
    note: 'Twice a day',
  });
  const [year, month, day] = suggested.split('-').map(Number);
  expect(new Date(body.dueAt).getTime()).toBe(
    new Date(year!, month! - 1, day, 23, 59, 59).getTime(),
  );

  // Only this session's homework is listed, with its status.
  const items = await screen.findAllByTestId('lesson-homework-item');
  expect(items).toHaveLength(1);
  expect(items[0]).toHaveTextContent('\u206867:1-10\u2069 · Due');
  expect(items[0]).toHaveTextContent('To record');
  expect(items[0]).toHaveTextContent('Twice a day');
  // The note clears; the portion stays for a second homework.
  expect(form.getByLabelText('Note (optional)')).toHaveValue('');
  expect(form.getByLabelText('Surah')).toHaveValue('67');
});

it('refuses a day in the past or past the last day allowed, without sending it', async () => {
  const lesson = fakeLesson();
  renderPanel();
  const form = within(await openForm());
  await userEvent.click(form.getByRole('button', { name: 'Pages' }));
  await userEvent.type(form.getByLabelText('From'), '560');

  fireEvent.change(form.getByLabelText('Due date'), {
    target: { value: daysAfter(new Date(), -1) },
  });
  await userEvent.click(form.getByRole('button', { name: 'Set' }));
  expect(form.getByText('Choose today or a later day')).toBeVisible();
  expect(form.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(form.getByLabelText('Due date'), {
    target: { value: daysAfter(new Date(), 91) },
  });
  await userEvent.click(form.getByRole('button', { name: 'Set' }));
  expect(form.getByText('Choose a day within 90 days')).toBeVisible();
  expect(lesson.posts()).toEqual([]);
});

it('fills the portion from the highlighted ayah', async () => {
  const lesson = fakeLesson();
  renderPanel({ surah: 67, ayah: 5 });
  const form = within(await openForm());
  await userEvent.click(form.getByRole('button', { name: 'From the highlight' }));
  await userEvent.click(form.getByRole('button', { name: 'Set' }));
  await form.findByRole('status');
  expect(lesson.posts()[0]?.body).toMatchObject({
    portion: { unit: 'ayat', from: { surah: 67, ayah: 5 }, to: { surah: 67, ayah: 5 } },
  });
});

it('says by its code why the server refused the note, and marks the note', async () => {
  fakeLesson(() => refusal(400, 'validation.failed', [{ field: 'note', code: 'contact_details' }]));
  renderPanel({ surah: 67, ayah: 5 });
  const form = within(await openForm());
  await userEvent.click(form.getByRole('button', { name: 'From the highlight' }));
  await userEvent.type(form.getByLabelText('Note (optional)'), 'Call me on 0555 123 456');
  await userEvent.click(form.getByRole('button', { name: 'Set' }));
  expect(await form.findByRole('status')).toHaveTextContent(
    'The note may not hold a phone number, an email address or a link to another app',
  );
  expect(form.getByLabelText('Note (optional)')).toHaveAttribute('aria-invalid', 'true');
  // Kept, so the Sheikh can take the number out.
  expect(form.getByLabelText('Note (optional)')).toHaveValue('Call me on 0555 123 456');
  expect(screen.queryByTestId('lesson-homework-item')).not.toBeInTheDocument();
});

it('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  fakeLesson();
  renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'تكليف بواجب' }));
  const form = within(await screen.findByTestId('homework-form'));
  expect(form.getByLabelText('موعد التسليم')).toBeVisible();
  expect(form.getByRole('button', { name: 'كلّف' })).toBeVisible();
});
