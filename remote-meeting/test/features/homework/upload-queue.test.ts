import { ApiError, type HomeworkSubmission } from '@app/shared';
import {
  memoryStore,
  type PendingRecording,
  type PendingStore,
} from '../../../src/features/homework/pending-recordings';
import {
  isFinalRefusal,
  UploadQueue,
  type Upload,
} from '../../../src/features/homework/upload-queue';

const recording = (over: Partial<PendingRecording> = {}): PendingRecording => ({
  submissionId: 'sub-1',
  homeworkId: 'hw-1',
  studentId: 'student-1',
  blob: new Blob(['OggS'], { type: 'audio/ogg;codecs=opus' }),
  type: 'audio/ogg;codecs=opus',
  durationMs: 42_000,
  ...over,
});

const stored = (sent: PendingRecording) =>
  ({ id: sent.submissionId, homeworkId: sent.homeworkId }) as HomeworkSubmission;

const offline = () => new TypeError('Failed to fetch');
const refused = (status: number, code: string) => new ApiError(code, status, code);

/** An upload answering each call with the next outcome, recording the ids it was sent. */
function scriptedUpload(...outcomes: Array<'ok' | Error>) {
  const sentIds: string[] = [];
  const upload: Upload = async (sent) => {
    sentIds.push(sent.submissionId);
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome !== 'ok') throw outcome;
    return stored(sent);
  };
  return { upload, sentIds };
}

function setup(...outcomes: Array<'ok' | Error>) {
  const store = memoryStore();
  const { upload, sentIds } = scriptedUpload(...outcomes);
  const queue = new UploadQueue(store, upload);
  const phases = () => queue.snapshot().map((entry) => entry.phase);
  return { store, queue, sentIds, phases };
}

it('keeps the recording until the server stored it, then forgets it and says so', async () => {
  const store = memoryStore();
  let keptWhileSending: string[] = [];
  const queue = new UploadQueue(store, async (sent) => {
    keptWhileSending = (await store.listOf('student-1')).map((r) => r.submissionId);
    return stored(sent);
  });
  const sent = jest.fn();
  queue.onSent(sent);
  await queue.send(recording());
  expect(keptWhileSending).toEqual(['sub-1']);
  expect(await store.listOf('student-1')).toEqual([]);
  expect(sent).toHaveBeenCalledWith(recording(), stored(recording()));
  expect(queue.snapshot()).toEqual([]);
});

it('shows the upload as sending until the list it refreshes has come back', async () => {
  const { queue, phases } = setup();
  let refreshed: () => void = () => undefined;
  queue.onSent(
    () =>
      new Promise<void>((resolve) => {
        refreshed = resolve;
      }),
  );
  const sending = queue.send(recording());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(phases()).toEqual(['sending']);
  refreshed();
  await sending;
  expect(phases()).toEqual([]);
});

it('keeps a recording whose upload failed, and retries it under the same submission id', async () => {
  const { store, queue, sentIds, phases } = setup(offline());
  await queue.send(recording());
  expect(phases()).toEqual(['failed']);
  expect((await store.listOf('student-1')).map((r) => r.submissionId)).toEqual(['sub-1']);

  await queue.retry('sub-1');
  expect(sentIds).toEqual(['sub-1', 'sub-1']);
  expect(phases()).toEqual([]);
  expect(await store.listOf('student-1')).toEqual([]);
});

it('keeps a recording after a server error (5xx) or an expired session (401)', async () => {
  for (const error of [refused(500, 'internal'), refused(401, 'auth.unauthorized')]) {
    const { store, queue, phases } = setup(error);
    await queue.send(recording());
    expect(phases()).toEqual(['failed']);
    expect(await store.listOf('student-1')).toHaveLength(1);
  }
});

it('drops a recording the server refused for good, and shows why', async () => {
  const { store, queue, phases } = setup(refused(409, 'homework.accepted'));
  await queue.send(recording());
  expect(phases()).toEqual(['refused']);
  expect(queue.snapshot()[0]?.error).toMatchObject({ status: 409, code: 'homework.accepted' });
  expect(await store.listOf('student-1')).toEqual([]);
  // A refused recording is not sent again.
  await queue.retry('sub-1');
  await queue.resume('student-1');
  expect(phases()).toEqual(['refused']);
  await queue.drop('sub-1');
  expect(phases()).toEqual([]);
});

it('sends again, when the page comes back, what an earlier visit kept', async () => {
  const store = memoryStore();
  await store.put(recording({ submissionId: 'kept-1' }));
  await store.put(recording({ submissionId: 'kept-2' }));
  await store.put(recording({ submissionId: 'other', studentId: 'student-2' }));
  const { upload, sentIds } = scriptedUpload('ok', offline());
  const queue = new UploadQueue(store, upload);

  await queue.resume('student-1');
  // Only this student's, one after the other; the one that failed stays kept and listed.
  expect(sentIds).toEqual(['kept-1', 'kept-2']);
  expect(queue.snapshot().map((u) => [u.recording.submissionId, u.phase])).toEqual([
    ['kept-2', 'failed'],
  ]);
  expect((await store.listOf('student-1')).map((r) => r.submissionId)).toEqual(['kept-2']);
  expect(await store.listOf('student-2')).toHaveLength(1);

  // Back online: the failed one goes again, under its own id.
  await queue.resume('student-1');
  expect(sentIds).toEqual(['kept-1', 'kept-2', 'kept-2']);
  expect(queue.snapshot()).toEqual([]);
});

it('sends one recording once at a time, however many retries ask for it', async () => {
  const store = memoryStore();
  let finish: (value: HomeworkSubmission) => void = () => undefined;
  const calls: string[] = [];
  const failing = scriptedUpload(offline());
  const queue = new UploadQueue(store, async (sent) => {
    calls.push(sent.submissionId);
    if (calls.length === 1) return failing.upload(sent);
    return new Promise<HomeworkSubmission>((resolve) => {
      finish = resolve;
    });
  });
  await queue.send(recording());
  const first = queue.retry('sub-1');
  const second = queue.retry('sub-1');
  const resumed = queue.resume('student-1');
  await Promise.resolve();
  expect(calls).toEqual(['sub-1', 'sub-1']);
  finish(stored(recording()));
  await Promise.all([first, second, resumed]);
  expect(queue.snapshot()).toEqual([]);
});

it('still sends, and keeps for Retry, when the device has no room to keep it', async () => {
  const full: PendingStore = {
    put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    remove: () => Promise.resolve(),
    listOf: () => Promise.resolve([]),
  };
  const { upload, sentIds } = scriptedUpload(offline(), 'ok');
  const queue = new UploadQueue(full, upload);
  await queue.send(recording());
  expect(queue.snapshot().map((u) => u.phase)).toEqual(['failed']);
  await queue.retry('sub-1');
  expect(sentIds).toEqual(['sub-1', 'sub-1']);
  expect(queue.snapshot()).toEqual([]);
});

it('lets a kept recording go only when it is not being sent', async () => {
  const { store, queue } = setup(offline());
  await queue.send(recording());
  await queue.drop('sub-1');
  expect(queue.snapshot()).toEqual([]);
  expect(await store.listOf('student-1')).toEqual([]);
});

it('treats client refusals as final, except those worth waiting out', () => {
  expect(isFinalRefusal(refused(409, 'homework.accepted'))).toBe(true);
  expect(isFinalRefusal(refused(413, 'homework.audio_too_large'))).toBe(true);
  expect(isFinalRefusal(refused(415, 'homework.audio_type'))).toBe(true);
  expect(isFinalRefusal(refused(404, 'homework.not_found'))).toBe(true);
  expect(isFinalRefusal(refused(401, 'auth.unauthorized'))).toBe(false);
  expect(isFinalRefusal(refused(429, 'rate_limited'))).toBe(false);
  expect(isFinalRefusal(refused(503, 'unavailable'))).toBe(false);
  expect(isFinalRefusal(offline())).toBe(false);
});
