import {
  i18n,
  initI18n,
  type HomeworkMark,
  type HomeworkSubmission,
  type NewHomeworkMark,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { HomeworkReview } from '../../../src/features/homework-review/components/homework-review';
import { PortionPage } from '../../../src/features/mushaf/components/portion-page';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import type { PageText } from '../../../src/lib/quran/page-text';
import { fakeApi, refusal, type SentRequest } from '../../support/fake-api';
import { makeHomework, makeHomeworkMark, makeSubmission } from '../../support/homework';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

// The page chunks are built files: Al-Mulk's first ayat, and one past the portion.
jest.mock('../../../src/lib/quran/text-chunks', () => ({
  loadPageText: (page: number): Promise<PageText> =>
    Promise.resolve({
      page,
      juz: 29,
      hizb: 57,
      ayat: [
        { surah: 67, ayah: 1, words: ['تَبَٰرَكَ', 'ٱلَّذِى', 'بِيَدِهِ'] },
        { surah: 67, ayah: 2, words: ['ٱلَّذِى', 'خَلَقَ', 'ٱلْمَوْتَ'] },
        { surah: 67, ayah: 3, words: ['ٱلَّذِى', 'خَلَقَ', 'سَبْعَ'] },
      ],
    }),
  loadSurahs: () => Promise.resolve([]),
}));

const SHEIKH = makeUser({ _id: 't1', role: 'teacher', name: 'Yusuf' });
const BASE = '/homework/hw/submissions/sub-2';

const mark = (id: string, over: Partial<HomeworkMark> = {}) =>
  makeHomeworkMark({ id, submissionId: 'sub-2', ...over });

const submission = (over: Partial<HomeworkSubmission>) =>
  makeSubmission({ id: 'sub-2', attempt: 2, ...over });

const HOMEWORK = makeHomework({
  portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 2 } },
  range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 2 } },
  status: 'submitted',
  submissions: [
    submission({
      id: 'sub-1',
      attempt: 1,
      status: 'needs_resubmission',
      grade: 'weak',
      reviewNote: 'Mind the madd',
    }),
    submission({ marks: [mark('mk1')] }),
  ],
});

function openReview(homework = HOMEWORK, user = SHEIKH) {
  const sent = fakeApi({
    [`POST ${BASE}/marks`]: (request: SentRequest) => {
      const body = request.body as NewHomeworkMark;
      return { status: 201, body: { data: mark('mk2', { ...body, subRule: null, note: null }) } };
    },
    [`DELETE ${BASE}/marks/mk1`]: { status: 200, body: { data: { id: 'mk1' } } },
    [`PUT ${BASE}/review`]: { status: 200, body: { data: { ...homework, status: 'accepted' } } },
  });
  renderSignedIn(user, <HomeworkReview homework={homework} mushafSlot={PortionPage} />);
  return { writes: () => sent.filter((request) => request.method !== 'GET') };
}

const word = (address: string) =>
  within(screen.getByTestId('portion-page')).findByRole('button', {
    name: (_name, element) => element.getAttribute('data-word') === address,
  });

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

it('plays the recording from the API beside the portion’s ayat only', async () => {
  openReview();
  const review = await screen.findByTestId('homework-review');
  const audio = within(review).getByTestId('review-audio');
  expect(audio).toHaveAttribute('src', `http://api.test${BASE}/audio`);
  expect(audio).toHaveAttribute('controls');
  await word('67:2:2');
  expect(review.querySelector('[data-word="67:3:0"]')).toBeNull();
  // The mark already made shows on its word and in the list.
  expect(review.querySelector('[data-word="67:2:1"]')).toHaveAttribute('data-mark-kind', 'tajweed');
});

it('marks a word at the player’s moment in two taps: the word, then its kind', async () => {
  const api = openReview();
  const audio = (await screen.findByTestId('review-audio')) as HTMLAudioElement;
  audio.currentTime = 12.3456;
  await userEvent.click(await word('67:1:1'));
  // Playing on after the tap does not move the mark's moment.
  audio.currentTime = 20;
  const choice = screen.getByTestId('mark-kind-choice');
  expect(choice).toHaveAccessibleName('Mark \u2068ٱلَّذِى\u2069 at 00:12');
  await userEvent.click(within(choice).getByRole('button', { name: 'Memorisation' }));

  await waitFor(() => expect(screen.queryByTestId('mark-kind-choice')).not.toBeInTheDocument());
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      path: `${BASE}/marks`,
      body: { surah: 67, ayah: 1, word: 1, kind: 'memorisation', atMs: 12_346 },
    },
  ]);
  // In the order heard: the new mark (00:12) before the one at 01:05.
  const rows = await screen.findAllByTestId('review-mark');
  expect(rows.map((row) => row.getAttribute('data-at-ms'))).toEqual(['12346', '65000']);
  expect(rows[0]).toHaveTextContent('00:12');
  expect(rows[0]).toHaveTextContent('ٱلَّذِى');
  expect(rows[0]).toHaveTextContent('Memorisation');
});

it('plays a mark again from its moment, and takes a mark back', async () => {
  const api = openReview();
  const audio = (await screen.findByTestId('review-audio')) as HTMLAudioElement;
  const row = await screen.findByTestId('review-mark');
  await userEvent.click(within(row).getByRole('button', { name: 'Play from 01:05' }));
  expect(audio.currentTime).toBe(65);

  await userEvent.click(within(row).getByRole('button', { name: /^Remove the mark on/ }));
  await waitFor(() => expect(screen.queryByTestId('review-mark')).not.toBeInTheDocument());
  expect(api.writes()).toEqual([{ method: 'DELETE', path: `${BASE}/marks/mk1`, body: undefined }]);
  expect(screen.getByText('No marks yet.')).toBeVisible();
});

it('asks for a grade, then accepts with the grade and note', async () => {
  const api = openReview();
  const review = await screen.findByTestId('homework-review');
  await userEvent.click(within(review).getByRole('button', { name: 'Accept' }));
  expect(within(review).getByText('Choose a grade')).toBeVisible();
  expect(api.writes()).toEqual([]);

  await userEvent.click(within(review).getByRole('button', { name: 'Good' }));
  await userEvent.type(
    within(review).getByLabelText('Note to the student (optional)'),
    ' Well done ',
  );
  await userEvent.click(within(review).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Accepted.');
  expect(api.writes()).toEqual([
    {
      method: 'PUT',
      path: `${BASE}/review`,
      body: { grade: 'good', outcome: 'accept', note: 'Well done' },
    },
  ]);
});

it('asks the student to record again', async () => {
  const api = openReview();
  const review = await screen.findByTestId('homework-review');
  await userEvent.click(within(review).getByRole('button', { name: 'Repeat' }));
  await userEvent.click(within(review).getByRole('button', { name: 'Ask to record again' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sent back');
  expect(api.writes()[0]?.body).toEqual({ grade: 'repeat', outcome: 'resubmit' });
});

it('says by its code why a mark was refused', async () => {
  fakeApi({
    [`POST ${BASE}/marks`]: refusal(409, 'homework.not_awaiting_review'),
  });
  renderSignedIn(SHEIKH, <HomeworkReview homework={HOMEWORK} mushafSlot={PortionPage} />);
  await userEvent.click(await word('67:1:0'));
  await userEvent.click(screen.getByRole('button', { name: 'Tajweed' }));
  expect(
    await screen.findByText('This recording is no longer waiting for its review.'),
  ).toBeVisible();
  // The word stays chosen for another try.
  expect(screen.getByTestId('mark-kind-choice')).toBeVisible();
});

it('plays only the recording waiting for review, not the earlier ones', async () => {
  openReview();
  const review = await screen.findByTestId('homework-review');
  expect(review).toHaveAttribute('data-submission', 'sub-2');
  expect(screen.getAllByTestId('review-audio')).toHaveLength(1);
  expect(screen.queryByText('Mind the madd')).not.toBeInTheDocument();
});

it('shows nothing once the recording was reviewed elsewhere', () => {
  fakeApi({});
  const reviewed = {
    ...HOMEWORK,
    submissions: [submission({ status: 'accepted', grade: 'good' })],
  };
  const { container } = renderSignedIn(
    SHEIKH,
    <HomeworkReview homework={reviewed} mushafSlot={() => <p>page</p>} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it('shows nothing to anyone but the Sheikh who set it', () => {
  fakeApi({});
  const { container } = renderSignedIn(
    makeUser({ _id: 't2', role: 'teacher' }),
    <HomeworkReview homework={HOMEWORK} mushafSlot={() => <p>page</p>} />,
  );
  expect(container).toBeEmptyDOMElement();
});

it('reviews a recording whose audio was deleted, without marking words', async () => {
  const gone = {
    ...HOMEWORK,
    submissions: [
      submission({ audioPath: null, audioDeletedAt: '2026-09-01T00:00:00.000Z', marks: [] }),
    ],
  };
  openReview(gone);
  const review = await screen.findByTestId('homework-review');
  expect(within(review).getByTestId('review-audio-gone')).toHaveTextContent(
    /^The recording was deleted on/,
  );
  await within(review).findByTestId('mushaf-page');
  expect(within(review).queryAllByRole('button', { name: /^Mark a mistake/ })).toEqual([]);
  expect(within(review).getByRole('button', { name: 'Accept' })).toBeEnabled();
});
