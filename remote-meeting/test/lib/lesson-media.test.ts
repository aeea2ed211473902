import { LessonMedia } from '../../src/lib/media/lesson-media';
import type { LocalMedia } from '../../src/lib/media/local-media';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A stream double whose tracks say whether they were stopped. */
function fakeMedia() {
  const track = { stop: jest.fn() };
  const media = { stream: { getTracks: () => [track] }, problem: null } as unknown as LocalMedia;
  return { media, track };
}

function setup({ builtIn = true } = {}) {
  const { media, track } = fakeMedia();
  const open = jest.fn(async () => media);
  const lesson = new LessonMedia(open, async () => builtIn, 75_000);
  return { lesson, open, media, track };
}

it('opens the devices once when a call is prepared, and hands them to the lesson', async () => {
  const { lesson, open, media, track } = setup();
  lesson.prepare();
  lesson.prepare();
  await jest.advanceTimersByTimeAsync(0);
  expect(open).toHaveBeenCalledTimes(1);
  await expect(lesson.take()).resolves.toBe(media);
  // Taken: the lesson owns them now, so neither a release nor the time limit stops them.
  lesson.release();
  await jest.advanceTimersByTimeAsync(80_000);
  expect(track.stop).not.toHaveBeenCalled();
  expect(lesson.take()).toBeNull();
});

it('a call with no lesson after it closes the devices', async () => {
  const { lesson, track } = setup();
  lesson.prepare();
  await jest.advanceTimersByTimeAsync(0);
  lesson.release();
  await jest.advanceTimersByTimeAsync(0);
  expect(track.stop).toHaveBeenCalled();
});

it('devices nobody took are closed after 75 s', async () => {
  const { lesson, track } = setup();
  lesson.prepare();
  await jest.advanceTimersByTimeAsync(74_999);
  expect(track.stop).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(track.stop).toHaveBeenCalled();
});

it('nothing is opened for Jitsi, nor after a release that came before the configuration', async () => {
  const jitsi = setup({ builtIn: false });
  jitsi.lesson.prepare();
  await jest.advanceTimersByTimeAsync(0);
  expect(jitsi.open).not.toHaveBeenCalled();
  expect(jitsi.lesson.take()).toBeNull();

  const early = setup();
  early.lesson.prepare();
  early.lesson.release();
  await jest.advanceTimersByTimeAsync(0);
  expect(early.open).not.toHaveBeenCalled();
});
