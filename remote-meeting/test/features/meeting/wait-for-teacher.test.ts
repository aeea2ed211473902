import type { MeetingEntry } from '@app/shared';
import { EntryWaker, enterWhenTeacherIsIn } from '../../../src/features/meeting/wait-for-teacher';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const waiting: MeetingEntry = { status: 'waitingForTeacher', meetingId: 'm1' };
const entered: MeetingEntry = {
  status: 'entered',
  meetingId: 'm1',
  participants: ['t1'],
  token: null,
  watchers: [],
};

it('enters at once when the Sheikh is in', async () => {
  const enter = jest.fn(async () => entered);
  await expect(enterWhenTeacherIsIn(enter, () => true)).resolves.toEqual(entered);
  expect(enter).toHaveBeenCalledTimes(1);
});

it('waits for the word without asking again, then enters once more', async () => {
  const waker = new EntryWaker();
  const enter = jest.fn<Promise<MeetingEntry>, []>().mockResolvedValueOnce(waiting);
  enter.mockResolvedValue(entered);
  const result = enterWhenTeacherIsIn(enter, () => true, { waker });
  await jest.advanceTimersByTimeAsync(20_000);
  expect(enter).toHaveBeenCalledTimes(1);
  waker.wake();
  await expect(result).resolves.toEqual(entered);
  expect(enter).toHaveBeenCalledTimes(2);
});

it('a wake that was not the Sheikh (a reconnect) waits again, within the same 30 s', async () => {
  const waker = new EntryWaker();
  const enter = jest.fn(async () => waiting);
  const result = enterWhenTeacherIsIn(enter, () => true, { waker });
  const outcome = expect(result).rejects.toMatchObject({ messageKey: 'teacherNotJoined' });
  await jest.advanceTimersByTimeAsync(10_000);
  waker.wake();
  await jest.advanceTimersByTimeAsync(19_999);
  expect(enter).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  await outcome;
});

it('gives up after 30 s with the Sheikh-did-not-come error', async () => {
  const result = enterWhenTeacherIsIn(
    async () => waiting,
    () => true,
  );
  const outcome = expect(result).rejects.toMatchObject({ messageKey: 'teacherNotJoined' });
  await jest.advanceTimersByTimeAsync(30_000);
  await outcome;
});

it('stops quietly when no longer wanted', async () => {
  let wanted = true;
  const result = enterWhenTeacherIsIn(
    async () => waiting,
    () => wanted,
  );
  wanted = false;
  await jest.advanceTimersByTimeAsync(30_000);
  await expect(result).resolves.toBeNull();
});

it('a wake that comes before the wait ends the wait at once', async () => {
  const waker = new EntryWaker();
  waker.wake();
  await expect(waker.sleep(1_000)).resolves.toBe(true);
  const late = waker.sleep(1_000);
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(late).resolves.toBe(false);
});
