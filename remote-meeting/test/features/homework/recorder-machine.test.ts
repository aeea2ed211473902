import { HOMEWORK_AUDIO_MAX_BYTES, HOMEWORK_DURATION_MAX_MS } from '@app/shared';
import { atom, createStore } from 'jotai';
import {
  elapsedMs,
  RECORDER_STOP_TIMEOUT_MS,
  recorderMachine,
  remainingMs,
  type RecorderState,
} from '../../../src/features/homework/recorder-machine';
import { runMachine } from '../../../src/lib/machine';

const TYPE = 'audio/webm;codecs=opus';
const audio = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: TYPE });

function setup() {
  const store = createStore();
  const stateAtom = atom<RecorderState>(recorderMachine.initial);
  const runner = runMachine(recorderMachine, store, stateAtom);
  return { runner, state: () => store.get(stateAtom) };
}

/** Asked for the microphone and got it at `at`. */
function recording(at = 1_000) {
  const machine = setup();
  machine.runner.dispatch({ type: 'start' });
  machine.runner.dispatch({ type: 'granted', at });
  return machine;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('records, stops with the measured length and hands over the recording', () => {
  const { runner, state } = recording(1_000);
  expect(state()).toEqual({ status: 'recording', startedAt: 1_000 });
  runner.dispatch({ type: 'stop', at: 43_500 });
  expect(state()).toEqual({ status: 'stopping', durationMs: 42_500 });
  const blob = audio(2_000);
  runner.dispatch({ type: 'finished', blob, mimeType: TYPE, at: 44_000 });
  expect(state()).toEqual({
    status: 'recorded',
    recording: { blob, type: TYPE, durationMs: 42_500 },
  });
});

it('stops by itself at exactly 10 minutes, with the longest length', () => {
  const { state } = recording();
  jest.advanceTimersByTime(HOMEWORK_DURATION_MAX_MS - 1);
  expect(state().status).toBe('recording');
  jest.advanceTimersByTime(1);
  expect(state()).toEqual({ status: 'stopping', durationMs: HOMEWORK_DURATION_MAX_MS });
});

it('keeps a length the server takes even when the clock jumped', () => {
  const backwards = recording(5_000);
  backwards.runner.dispatch({ type: 'stop', at: 4_000 });
  expect(backwards.state()).toEqual({ status: 'stopping', durationMs: 1 });
  const forwards = recording(0);
  forwards.runner.dispatch({ type: 'stop', at: HOMEWORK_DURATION_MAX_MS * 3 });
  expect(forwards.state()).toEqual({ status: 'stopping', durationMs: HOMEWORK_DURATION_MAX_MS });
});

it('fails with the reason the microphone was refused, and may start again', () => {
  const { runner, state } = setup();
  runner.dispatch({ type: 'start' });
  expect(state().status).toBe('requesting');
  runner.dispatch({ type: 'refused', failure: 'denied' });
  expect(state()).toEqual({ status: 'failed', failure: 'denied' });
  runner.dispatch({ type: 'start' });
  expect(state().status).toBe('requesting');
});

it('refuses a recording past the largest upload, while recording or once finished', () => {
  const live = recording();
  live.runner.dispatch({ type: 'tooBig' });
  expect(live.state()).toEqual({ status: 'failed', failure: 'tooBig' });

  const finished = recording();
  finished.runner.dispatch({ type: 'stop', at: 60_000 });
  finished.runner.dispatch({
    type: 'finished',
    blob: audio(HOMEWORK_AUDIO_MAX_BYTES + 1),
    mimeType: TYPE,
    at: 60_000,
  });
  expect(finished.state()).toEqual({ status: 'failed', failure: 'tooBig' });
});

it('takes a recording of exactly the largest size, and calls an empty one empty', () => {
  const full = recording();
  full.runner.dispatch({ type: 'stop', at: 60_000 });
  full.runner.dispatch({
    type: 'finished',
    blob: audio(HOMEWORK_AUDIO_MAX_BYTES),
    mimeType: TYPE,
    at: 60_000,
  });
  expect(full.state().status).toBe('recorded');

  const empty = recording();
  empty.runner.dispatch({ type: 'stop', at: 60_000 });
  empty.runner.dispatch({ type: 'finished', blob: audio(0), mimeType: TYPE, at: 60_000 });
  expect(empty.state()).toEqual({ status: 'failed', failure: 'empty' });
});

it('keeps what was recorded when the recorder stops by itself (microphone unplugged)', () => {
  const { runner, state } = recording(1_000);
  const blob = audio(500);
  runner.dispatch({ type: 'finished', blob, mimeType: TYPE, at: 21_000 });
  expect(state()).toEqual({
    status: 'recorded',
    recording: { blob, type: TYPE, durationMs: 20_000 },
  });
});

it('gives up on a recorder that never finishes after a stop', () => {
  const { runner, state } = recording();
  runner.dispatch({ type: 'stop', at: 5_000 });
  jest.advanceTimersByTime(RECORDER_STOP_TIMEOUT_MS);
  expect(state()).toEqual({ status: 'failed', failure: 'failed' });
});

it('discards a recording to record again, and ignores a second start while recording', () => {
  const { runner, state } = recording(1_000);
  const before = state();
  runner.dispatch({ type: 'start' });
  expect(state()).toBe(before);
  runner.dispatch({ type: 'stop', at: 2_000 });
  runner.dispatch({ type: 'finished', blob: audio(10), mimeType: TYPE, at: 2_000 });
  runner.dispatch({ type: 'start' });
  expect(state().status).toBe('requesting');
  runner.dispatch({ type: 'discard' });
  expect(state().status).toBe('idle');
  // A microphone granted after the attempt was discarded starts nothing.
  runner.dispatch({ type: 'granted', at: 3_000 });
  expect(state().status).toBe('idle');
});

it('a discarded recording no longer stops itself at the limit', () => {
  const { runner, state } = recording();
  runner.dispatch({ type: 'discard' });
  jest.advanceTimersByTime(HOMEWORK_DURATION_MAX_MS);
  expect(state().status).toBe('idle');
});

it('counts the time recorded and what is left, within the limit', () => {
  const state: RecorderState = { status: 'recording', startedAt: 10_000 };
  expect(elapsedMs(state, 70_000)).toBe(60_000);
  expect(remainingMs(state, 70_000)).toBe(HOMEWORK_DURATION_MAX_MS - 60_000);
  // The clock on screen may be read before the recording started.
  expect(elapsedMs(state, 9_000)).toBe(0);
  expect(remainingMs(state, 10_000 + HOMEWORK_DURATION_MAX_MS + 5_000)).toBe(0);
  expect(elapsedMs({ status: 'idle' }, 70_000)).toBe(0);
});
