import { probeAudioPlayback, unlockAudio } from '../../../src/features/sound-unlock/audio-playback';

/** An audio context as a browser's autoplay policy leaves it: running, or suspended for good. */
function context(initial: AudioContextState, resumes: boolean) {
  const state = { value: initial };
  const fake = {
    get state() {
      return state.value;
    },
    sampleRate: 48_000,
    destination: {},
    resume: jest.fn(() => {
      if (!resumes) return new Promise<void>(() => undefined);
      state.value = 'running';
      return Promise.resolve();
    }),
    close: jest.fn(() => Promise.resolve()),
    createBuffer: jest.fn(() => ({})),
    createBufferSource: jest.fn(() => ({ buffer: null, connect: jest.fn(), start: jest.fn() })),
  };
  return fake as typeof fake & AudioContext;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is allowed when a fresh context runs, and closes the probe', async () => {
  const probe = context('running', true);
  await expect(probeAudioPlayback(() => probe)).resolves.toBe('allowed');
  expect(probe.close).toHaveBeenCalled();
});

it('is allowed when a suspended context starts on resume', async () => {
  await expect(probeAudioPlayback(() => context('suspended', true))).resolves.toBe('allowed');
});

it('is blocked when resume never settles, as without a user gesture', async () => {
  const probe = context('suspended', false);
  const result = probeAudioPlayback(() => probe);
  await jest.advanceTimersByTimeAsync(500);
  await expect(result).resolves.toBe('blocked');
  expect(probe.close).toHaveBeenCalled();
});

it('unlocks by playing a silent buffer from the gesture', async () => {
  const unlocked = context('suspended', true);
  await expect(unlockAudio(() => unlocked)).resolves.toBe('allowed');
  expect(unlocked.createBufferSource).toHaveBeenCalled();
  expect(unlocked.close).toHaveBeenCalled();
});

it('says allowed where there is no Web Audio at all (nothing to enable)', async () => {
  await expect(probeAudioPlayback(() => null)).resolves.toBe('allowed');
});
