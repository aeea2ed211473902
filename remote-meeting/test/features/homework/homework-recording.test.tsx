import { changeLanguage, initI18n, type Homework, type User } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { HomeworkSection } from '../../../src/features/homework/components/homework-section';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import { registerHomeworkTranslations } from '../../../src/i18n/homework-translations';
import { fakeApi, jsonResponse, refusal, type Reply } from '../../support/fake-api';
import { makeHomework } from '../../support/homework';
import { renderSignedIn } from '../../support/render-signed-in';

jest.mock('../../../src/lib/quran/text-chunks', () => ({
  loadSurahs: () => Promise.resolve([]),
  loadPageText: () => Promise.reject(new Error('not needed')),
}));

const STUDENT_ID = '11111111-1111-4111-8111-111111111111';
const student: User = makeUser({ _id: STUDENT_ID, name: 'Maryam', role: 'student' });
const WEBM_OPUS = 'audio/webm;codecs=opus';

/** The browser's recorder: records once started, hands its bytes over when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === WEBM_OPUS;
  static made: FakeMediaRecorder[] = [];
  state: RecordingState = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeMediaRecorder.made.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['\u001aE\u00df\u00a3 opus'], { type: WEBM_OPUS }) });
    this.onstop?.();
  }
}

const microphone = { stop: jest.fn() };
const getUserMedia = jest.fn();
let ids: string[] = [];

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
  registerHomeworkTranslations();
  Object.assign(globalThis, { MediaRecorder: FakeMediaRecorder });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  Object.assign(URL, { createObjectURL: () => 'blob:recording', revokeObjectURL: () => undefined });
  Object.defineProperty(crypto, 'randomUUID', {
    value: () => ids.shift() ?? 'no-more-ids',
    configurable: true,
  });
});

beforeEach(async () => {
  await changeLanguage('en');
  FakeMediaRecorder.made = [];
  getUserMedia.mockResolvedValue({ getTracks: () => [microphone] });
});

const homework = (id: string, over: Partial<Homework> = {}) =>
  makeHomework({ id, studentId: STUDENT_ID, ...over });

interface Upload {
  url: URL;
  body: unknown;
}

/**
 * The student's record with one homework; uploads answer `replies` in turn (a thrown error is
 * a dropped connection), and once one is stored the list shows it as submitted.
 */
function openHomework(id: string, replies: Array<Reply | Error>) {
  let list = [homework(id)];
  fakeApi({
    [`GET /classroom/students/${STUDENT_ID}/homework`]: () => ({
      status: 200,
      body: { data: list },
    }),
  });
  const answerJson = globalThis.fetch;
  const uploads: Upload[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'PUT') return answerJson(input, init);
    uploads.push({ url: new URL(String(input)), body: init.body });
    const reply = replies.shift() ?? refusal(500, 'internal');
    if (reply instanceof Error) throw reply;
    if (reply.status === 201) list = [homework(id, { status: 'submitted' })];
    return jsonResponse(reply);
  }) as typeof fetch;
  renderSignedIn(student, <HomeworkSection studentId={STUDENT_ID} />);
  return { uploads };
}

async function recordAndSend() {
  const user = userEvents.setup();
  await user.click(await screen.findByRole('button', { name: 'Record' }));
  expect(await screen.findByTestId('recorder-countdown')).toHaveTextContent('10:00 left');
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  const send = await screen.findByRole('button', { name: 'Send' });
  expect(screen.getByTestId('recorder-playback')).toHaveAttribute('src', 'blob:recording');
  await user.click(send);
  return user;
}

const stored = { status: 201, body: { data: { id: 'stored' } } };

it('records with Opus at 64 kbps, lets go of the microphone, and sends the recording', async () => {
  ids = ['aaaaaaaa-0000-4000-8000-000000000001'];
  const { uploads } = openHomework('hw-sent', [stored]);
  await recordAndSend();
  expect(FakeMediaRecorder.made[0]?.options).toEqual({
    mimeType: WEBM_OPUS,
    audioBitsPerSecond: 64_000,
  });
  expect(microphone.stop).toHaveBeenCalled();
  await waitFor(() =>
    expect(screen.getByTestId('homework-status')).toHaveTextContent('Waiting for review'),
  );
  expect(uploads).toHaveLength(1);
  const [upload] = uploads as [Upload];
  expect(upload.url.pathname).toBe(
    '/homework/hw-sent/submissions/aaaaaaaa-0000-4000-8000-000000000001',
  );
  expect(Number(upload.url.searchParams.get('durationMs'))).toBeGreaterThanOrEqual(1);
  expect(upload.body).toBeInstanceOf(Blob);
  expect((upload.body as Blob).type).toBe(WEBM_OPUS);
  expect(screen.queryByTestId('homework-upload')).toBeNull();
});

it('keeps a recording the server did not take, and retries it under the same id', async () => {
  ids = ['aaaaaaaa-0000-4000-8000-000000000002'];
  const { uploads } = openHomework('hw-retry', [refusal(503, 'unavailable'), stored]);
  const user = await recordAndSend();
  const notice = await screen.findByTestId('homework-upload');
  await waitFor(() => expect(notice).toHaveAttribute('data-phase', 'failed'));
  expect(notice).toHaveTextContent('It is kept on this device');
  // Nothing newer is recorded until this one is sent or let go.
  expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();

  await user.click(within(notice).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByTestId('homework-upload')).toBeNull());
  expect(uploads.map((upload) => upload.url.pathname)).toEqual([
    '/homework/hw-retry/submissions/aaaaaaaa-0000-4000-8000-000000000002',
    '/homework/hw-retry/submissions/aaaaaaaa-0000-4000-8000-000000000002',
  ]);
});

it('sends a kept recording again by itself when the browser is back online', async () => {
  ids = ['aaaaaaaa-0000-4000-8000-000000000003'];
  const { uploads } = openHomework('hw-online', [new TypeError('Failed to fetch'), stored]);
  await recordAndSend();
  const notice = await screen.findByTestId('homework-upload');
  await waitFor(() => expect(notice).toHaveAttribute('data-phase', 'failed'));

  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.queryByTestId('homework-upload')).toBeNull());
  expect(uploads).toHaveLength(2);
  expect(uploads[1]?.url.pathname).toBe(uploads[0]?.url.pathname);
});

it('drops a recording the server refused, says why, and lets the student record again', async () => {
  ids = ['aaaaaaaa-0000-4000-8000-000000000004'];
  openHomework('hw-refused', [refusal(409, 'homework.accepted')]);
  const user = await recordAndSend();
  const notice = await screen.findByTestId('homework-upload');
  await waitFor(() => expect(notice).toHaveAttribute('data-phase', 'refused'));
  // The reason is the code's text in the reader's language, never the server's message.
  expect(notice).toHaveTextContent(
    'Your recording was not accepted: This homework has been accepted: it takes no more recordings.',
  );
  expect(within(notice).queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('homework-upload')).toBeNull();
});

it('says so when the microphone is not allowed, and records nothing', async () => {
  getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  openHomework('hw-denied', []);
  const user = userEvents.setup();
  await user.click(await screen.findByRole('button', { name: 'Record' }));
  const failure = await screen.findByTestId('recorder-failure');
  expect(failure).toHaveTextContent('The microphone was not allowed.');
  expect(FakeMediaRecorder.made).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
});
