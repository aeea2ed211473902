import {
  MeetingStartError,
  PollWaker,
  waitForTeacher,
} from '../../../src/features/meeting/wait-for-teacher';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const notYet = { teacherJoined: false, status: 'active' as const };
const joined = { teacherJoined: true, status: 'active' as const };

it('polls once a second until the teacher joined', async () => {
  const read = jest
    .fn()
    .mockResolvedValueOnce(notYet)
    .mockResolvedValueOnce(notYet)
    .mockResolvedValue(joined);
  const result = waitForTeacher(read, () => true);
  await jest.advanceTimersByTimeAsync(999);
  expect(read).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(read).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(result).resolves.toBe(true);
  expect(read).toHaveBeenCalledTimes(3);
});

it('gives up after 30 s with the teacher-not-joined error', async () => {
  const read = jest.fn().mockResolvedValue(notYet);
  const result = waitForTeacher(read, () => true);
  const outcome = expect(result).rejects.toMatchObject({ messageKey: 'teacherNotJoined' });
  await jest.advanceTimersByTimeAsync(29_999);
  expect(read).toHaveBeenCalledTimes(30);
  await jest.advanceTimersByTimeAsync(1);
  await outcome;
  // Polls at 0..30 s inclusive, one a second.
  expect(read).toHaveBeenCalledTimes(31);
});

it('keeps polling through a failed request', async () => {
  const read = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(joined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const result = waitForTeacher(read, () => true);
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(result).resolves.toBe(true);
});

it('stops quietly when no longer wanted, and fails on an ended meeting', async () => {
  let wanted = true;
  const read = jest.fn().mockResolvedValue(notYet);
  const result = waitForTeacher(read, () => wanted);
  wanted = false;
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(result).resolves.toBe(false);
  const ended = waitForTeacher(
    async () => ({ teacherJoined: false, status: 'ended' as const }),
    () => true,
  );
  await expect(ended).rejects.toBeInstanceOf(MeetingStartError);
  await expect(ended).rejects.toMatchObject({ messageKey: 'lessonEnded' });
});

it('a wake asks again at once; one that arrives during a poll ends the next pause at once', async () => {
  const waker = new PollWaker();
  let answer = notYet;
  const read = jest.fn(async () => {
    if (read.mock.calls.length === 2) waker.wake();
    return answer;
  });
  const result = waitForTeacher(read, () => true, { waker });
  await jest.advanceTimersByTimeAsync(0);
  expect(read).toHaveBeenCalledTimes(1);
  waker.wake();
  await jest.advanceTimersByTimeAsync(0);
  // The second poll itself was woken while in flight: the third follows without a pause.
  expect(read).toHaveBeenCalledTimes(3);
  answer = joined;
  await jest.advanceTimersByTimeAsync(999);
  expect(read).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe(true);
});
