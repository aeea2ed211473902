import {
  changeLanguage,
  initI18n,
  type Homework,
  type HomeworkSubmission,
  type User,
  withoutIsolates,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../../../../shared/test/support/users';
import { HomeworkSection } from '../../../src/features/homework/components/homework-section';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import { registerHomeworkTranslations } from '../../../src/i18n/homework-translations';
import type { PageText, SurahEntry } from '../../../src/lib/quran/page-text';
import { fakeApi, type Route } from '../../support/fake-api';
import { makeHomework, makeHomeworkMark, makeSubmission } from '../../support/homework';
import { renderSignedIn } from '../../support/render-signed-in';

jest.mock('../../../src/lib/quran/text-chunks', () => ({
  loadSurahs: (): Promise<SurahEntry[]> =>
    Promise.resolve(
      Array.from({ length: 114 }, (_, index) => ({
        surah: index + 1,
        ar: index === 66 ? 'الملك' : index === 67 ? 'القلم' : `سورة ${index + 1}`,
        en: index === 66 ? 'Al-Mulk' : index === 67 ? 'Al-Qalam' : `Surah ${index + 1}`,
        meaning: '',
        ayat: 30,
      })),
    ),
  loadPageText: (page: number): Promise<PageText> =>
    Promise.resolve({
      page,
      juz: 29,
      hizb: 57,
      ayat: [{ surah: 67, ayah: 3, words: ['ٱلَّذِى', 'خَلَقَ', 'سَبْعَ', 'سَمَٰوَٰتٍ'] }],
    }),
}));

const STUDENT_ID = '11111111-1111-4111-8111-111111111111';
const student: User = makeUser({ _id: STUDENT_ID, name: 'Maryam', role: 'student' });
const sheikh: User = makeUser({ _id: '22222222-2222-4222-8222-222222222222', role: 'teacher' });
const LIST_PATH = `GET /classroom/students/${STUDENT_ID}/homework`;

const DAY = 24 * 3600 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const homework = (id: string, over: Partial<Homework> = {}) =>
  makeHomework({ id, studentId: STUDENT_ID, teacherId: sheikh._id, ...over });

const submission = (over: Partial<HomeworkSubmission> = {}) =>
  makeSubmission({
    id: 's1',
    homeworkId: 'accepted',
    status: 'accepted',
    durationMs: 95_000,
    submittedAt: fromNow(-5),
    grade: 'good',
    reviewNote: 'Well done',
    reviewedAt: fromNow(-4),
    marks: [
      makeHomeworkMark({
        id: 'mark1',
        submissionId: 's1',
        ayah: 3,
        word: 2,
        subRule: 'madd',
        createdAt: fromNow(-4),
        atMs: 83_000,
      }),
    ],
    ...over,
  });

const OPEN = homework('open', { note: 'Mind the ghunnah' });
const LATE = homework('late', {
  status: 'late',
  dueAt: fromNow(-2),
  portion: { unit: 'pages', from: 562, to: 564 },
  range: { first: { surah: 67, ayah: 13 }, last: { surah: 68, ayah: 15 } },
});
const ACCEPTED = homework('accepted', {
  status: 'accepted',
  acceptedAt: fromNow(-4),
  submissions: [submission()],
});

function openSection(user: User, list: Homework[], routes: Record<string, Route> = {}) {
  const sent = fakeApi({ [LIST_PATH]: { status: 200, body: { data: list } }, ...routes });
  const review = jest.fn((item: Homework) => <p data-testid="review-slot">{item.id}</p>);
  renderSignedIn(user, <HomeworkSection studentId={STUDENT_ID} reviewSlot={review} />);
  return { sent, review };
}

// Names and portions are isolated (FSI ... PDI) so they keep their order in an Arabic line.
const headingOf = (item: HTMLElement) =>
  withoutIsolates(within(item).getByRole('heading', { level: 3 }).textContent ?? '');

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
  registerHomeworkTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
});

it('lists open homework first, the late one leading in the error colour, then accepted', async () => {
  openSection(student, [ACCEPTED, OPEN, LATE]);
  const items = await screen.findAllByTestId('homework-item');
  expect(items.map((item) => item.dataset.homeworkId)).toEqual(['late', 'open', 'accepted']);
  expect(screen.getByTestId('homework-counts')).toHaveTextContent('2 open, 1 accepted');

  const [late, open, accepted] = items as [HTMLElement, HTMLElement, HTMLElement];
  const lateChip = within(late).getByTestId('homework-status');
  expect(lateChip).toHaveTextContent('Late');
  expect(lateChip).toHaveClass('MuiChip-colorError');
  expect(headingOf(late)).toBe('Al-Mulk to Al-Qalam: Pages 562-564');
  expect(within(late).getByTestId('homework-due')).toHaveTextContent(/^Was due .+ \(2 days ago\)$/);
  expect(headingOf(open)).toBe('Al-Mulk: 67:1-10');
  expect(within(open).getByText('Set by Yusuf')).toBeInTheDocument();
  expect(within(open).getByTestId('homework-note')).toHaveTextContent('Mind the ghunnah');

  // The student records open homework; accepted homework takes no more recordings.
  expect(within(late).getByRole('button', { name: 'Record' })).toBeInTheDocument();
  expect(within(open).getByRole('button', { name: 'Record' })).toBeInTheDocument();
  expect(within(accepted).queryByRole('button', { name: 'Record' })).toBeNull();
  expect(screen.queryByTestId('review-slot')).toBeNull();
});

it('shows each recording with its player, grade, note and the marks at their time', async () => {
  openSection(student, [ACCEPTED]);
  const row = await screen.findByTestId('homework-submission');
  expect(row).toHaveTextContent('Recording 1');
  expect(within(row).getByTestId('submission-status')).toHaveTextContent('Accepted');
  expect(row).toHaveTextContent('Length 01:35');
  expect(within(row).getByTestId('submission-audio')).toHaveAttribute(
    'src',
    'http://api.test/homework/accepted/submissions/s1/audio',
  );
  expect(within(row).getByTestId('submission-grade')).toHaveTextContent('Grade: Good');
  expect(within(row).getByTestId('submission-note')).toHaveTextContent('Well done');
  const mark = within(row).getByTestId('homework-mark');
  await waitFor(() => expect(mark).toHaveTextContent('«سَبْعَ»'));
  expect(mark).toHaveTextContent('01:23«سَبْعَ» · Al-Mulk, ayah 3 · Tajweed mistake: Madd');
  expect(within(mark).getByRole('button', { name: 'Play from 01:23' })).toBeInTheDocument();
});

it('tells a reader who may not hear a recording why there is no player', async () => {
  const unheard = homework('unheard', {
    submissions: [submission({ homeworkId: 'unheard', audioPath: null })],
  });
  openSection(sheikh, [unheard]);
  const row = await screen.findByTestId('homework-submission');
  expect(within(row).queryByTestId('submission-audio')).toBeNull();
  expect(row).toHaveTextContent('Only the student, the Sheikh who set the homework and admins');
  // The time of a mark is shown without a way to play from it.
  expect(within(row).queryByRole('button', { name: /Play from/ })).toBeNull();
});

it('gives a reader other than the student the review slot, and no recorder', async () => {
  const { review } = openSection(sheikh, [OPEN, ACCEPTED]);
  const slots = await screen.findAllByTestId('review-slot');
  expect(slots.map((slot) => slot.textContent)).toEqual(['open', 'accepted']);
  expect(review).toHaveBeenCalledWith(expect.objectContaining({ id: 'open' }));
  expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
});

describe('a recording waiting for review', () => {
  const WAITING = homework('waiting', {
    status: 'submitted',
    submissions: [
      submission({ id: 'first', homeworkId: 'waiting', status: 'needs_resubmission' }),
      submission({ id: 'second', homeworkId: 'waiting', attempt: 2, status: 'submitted' }),
    ],
  });
  const listed = () =>
    screen.getAllByTestId('homework-submission').map((row) => row.dataset.submissionId);

  it('is left out of the list for the Sheikh who set it, whose review shows it', async () => {
    openSection(sheikh, [WAITING]);
    await screen.findByTestId('review-slot');
    expect(listed()).toEqual(['first']);
  });

  it('stays in the list for any other reader', async () => {
    openSection(makeUser({ _id: '33333333-3333-4333-8333-333333333333', role: 'teacher' }), [
      WAITING,
    ]);
    await screen.findByTestId('review-slot');
    expect(listed()).toEqual(['second', 'first']);
  });

  it('stays in the student’s own list', async () => {
    openSection(student, [WAITING]);
    await screen.findByTestId('homework-item');
    expect(listed()).toEqual(['second', 'first']);
  });
});

it('says so when there is no homework, to the student', async () => {
  openSection(student, []);
  expect(await screen.findByTestId('homework-empty')).toHaveTextContent(
    'When your Sheikh sets a portion to recite',
  );
});

it('says so when there is no homework, to another reader', async () => {
  openSection(sheikh, []);
  expect(await screen.findByTestId('homework-empty')).toHaveTextContent(
    'No homework has been set for this student yet.',
  );
});

it('counts in Arabic with its own plural forms, and isolates the portion in its line', async () => {
  await changeLanguage('ar');
  openSection(student, [OPEN, LATE, ACCEPTED]);
  expect(await screen.findByTestId('homework-counts')).toHaveTextContent(
    'واجبان مفتوحان وواجب واحد مقبول',
  );
  const open = screen.getAllByTestId('homework-item')[1]!;
  const heading = within(open).getByRole('heading', { level: 3 }).textContent;
  expect(heading).toBe('سورة \u2068الملك\u2069: \u206867:1-10\u2069');
});
