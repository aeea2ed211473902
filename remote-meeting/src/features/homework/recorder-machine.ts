import { HOMEWORK_AUDIO_MAX_BYTES, HOMEWORK_DURATION_MAX_MS } from '@app/shared';
import type { Machine } from '../../lib/machine';

/** Why there is no recording to send; each has its own text. */
export type RecorderFailure =
  'denied' | 'noMicrophone' | 'busy' | 'unsupported' | 'tooBig' | 'empty' | 'failed';

/** A finished recording, ready to listen back to and send. */
export interface Recording {
  blob: Blob;
  /** The content type it is sent with (`audio/webm;codecs=opus` or `audio/ogg;codecs=opus`). */
  type: string;
  durationMs: number;
}

/** The student's recorder for one homework. */
export type RecorderState =
  | { status: 'idle' }
  /** The browser is asking for the microphone. */
  | { status: 'requesting' }
  | { status: 'recording'; startedAt: number }
  /** Stopped; the recorder is handing over its last bytes. */
  | { status: 'stopping'; durationMs: number }
  | { status: 'recorded'; recording: Recording }
  | { status: 'failed'; failure: RecorderFailure };

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'granted'; at: number }
  | { type: 'refused'; failure: RecorderFailure }
  | { type: 'stop'; at: number }
  /** The longest recording was reached. */
  | { type: 'timeLimit' }
  /** What was recorded so far is already past the largest upload. */
  | { type: 'tooBig' }
  /** The recorder handed over everything; `at` counts when it stopped by itself. */
  | { type: 'finished'; blob: Blob; mimeType: string; at: number }
  | { type: 'broke' }
  /** The recorder never finished after a stop. */
  | { type: 'stopTimeout' }
  | { type: 'discard' };

/** How long a stopped recorder may take to hand over its last bytes. */
export const RECORDER_STOP_TIMEOUT_MS = 5_000;

const IDLE: RecorderState = { status: 'idle' };

export type RecorderStatus = RecorderState['status'];

/** While these last, the microphone is in use (or being asked for). */
export const usesMicrophone = (status: RecorderStatus) =>
  status === 'requesting' || status === 'recording' || status === 'stopping';

/** The server takes 1 ms to 10 minutes; a clock that jumped must not make a refused length. */
const clampDuration = (ms: number) =>
  Math.min(HOMEWORK_DURATION_MAX_MS, Math.max(1, Math.round(ms)));

function finish(durationMs: number, blob: Blob, mimeType: string): RecorderState {
  if (blob.size === 0) return { status: 'failed', failure: 'empty' };
  if (blob.size > HOMEWORK_AUDIO_MAX_BYTES) return { status: 'failed', failure: 'tooBig' };
  return { status: 'recorded', recording: { blob, type: mimeType, durationMs } };
}

function reduce(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      return usesMicrophone(state.status) ? state : { status: 'requesting' };
    case 'discard':
      return state.status === 'idle' ? state : IDLE;
    case 'broke':
      return usesMicrophone(state.status) ? { status: 'failed', failure: 'failed' } : state;
    case 'tooBig':
      return state.status === 'recording' || state.status === 'stopping'
        ? { status: 'failed', failure: 'tooBig' }
        : state;
    default:
      break;
  }
  switch (state.status) {
    case 'requesting':
      if (event.type === 'granted') return { status: 'recording', startedAt: event.at };
      if (event.type === 'refused') return { status: 'failed', failure: event.failure };
      return state;
    case 'recording':
      if (event.type === 'stop') {
        return { status: 'stopping', durationMs: clampDuration(event.at - state.startedAt) };
      }
      if (event.type === 'timeLimit') {
        return { status: 'stopping', durationMs: HOMEWORK_DURATION_MAX_MS };
      }
      // The recorder stopped without being asked (the microphone was unplugged).
      if (event.type === 'finished') {
        return finish(clampDuration(event.at - state.startedAt), event.blob, event.mimeType);
      }
      return state;
    case 'stopping':
      if (event.type === 'finished') return finish(state.durationMs, event.blob, event.mimeType);
      if (event.type === 'stopTimeout') return { status: 'failed', failure: 'failed' };
      return state;
    default:
      return state;
  }
}

/**
 * idle -> requesting -> recording -> stopping -> recorded (or failed at any step); a recording
 * stops by itself at 10 minutes, and a new one may start from recorded or failed.
 */
export const recorderMachine: Machine<RecorderState, RecorderEvent> = {
  initial: IDLE,
  reduce,
  timeouts(state) {
    if (state.status === 'recording') {
      return [{ afterMs: HOMEWORK_DURATION_MAX_MS, event: { type: 'timeLimit' } }];
    }
    if (state.status === 'stopping') {
      return [{ afterMs: RECORDER_STOP_TIMEOUT_MS, event: { type: 'stopTimeout' } }];
    }
    return [];
  },
};

/** Time recorded so far, within 0 and the longest recording. */
export function elapsedMs(state: RecorderState, now: number): number {
  if (state.status !== 'recording') return 0;
  return Math.min(HOMEWORK_DURATION_MAX_MS, Math.max(0, now - state.startedAt));
}

/** What is left before the recording stops by itself. */
export const remainingMs = (state: RecorderState, now: number) =>
  HOMEWORK_DURATION_MAX_MS - elapsedMs(state, now);
