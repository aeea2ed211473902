import { HOMEWORK_AUDIO_MAX_BYTES } from '@app/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { microphoneConstraints, RECITATION_OPUS_BITRATE } from '../../lib/audio/recitation-audio';
import { useNow } from '../../lib/use-now';
import {
  elapsedMs,
  recorderMachine,
  remainingMs,
  usesMicrophone,
  type RecorderEvent,
  type RecorderState,
} from './recorder-machine';
import { microphoneFailure, recordingType } from './recording-format';

/** The recorder hands over its bytes each second, so the size is known while it records. */
const CHUNK_MS = 1_000;
/** The clock on screen ticks a few times a second, so it never skips a second. */
const CLOCK_MS = 250;

interface MicrophoneSession {
  stream: MediaStream;
  recorder: MediaRecorder;
}

export interface RecorderControl {
  state: RecorderState;
  elapsedMs: number;
  remainingMs: number;
  /** The finished recording, to listen back to before sending. */
  playbackUrl: string | null;
  start(): void;
  stop(): void;
  discard(): void;
}

function supportedType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return recordingType((type) => MediaRecorder.isTypeSupported(type));
}

function release(session: MicrophoneSession): void {
  const { recorder, stream } = session;
  recorder.ondataavailable = null;
  recorder.onstop = null;
  recorder.onerror = null;
  if (recorder.state !== 'inactive') recorder.stop();
  stream.getTracks().forEach((track) => track.stop());
}

/**
 * A recorder of the stream in the given format that tells the machine what happens: its size
 * past the limit, its end (with everything it recorded), an error. Throws when the browser
 * refuses the format after all.
 */
function recorderOf(
  stream: MediaStream,
  type: string,
  dispatch: (event: RecorderEvent) => void,
): MediaRecorder {
  const recorder = new MediaRecorder(stream, {
    mimeType: type,
    audioBitsPerSecond: RECITATION_OPUS_BITRATE,
  });
  const chunks: Blob[] = [];
  let bytes = 0;
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    bytes += event.data.size;
    if (bytes > HOMEWORK_AUDIO_MAX_BYTES) dispatch({ type: 'tooBig' });
  };
  // Typed with the format asked for: the API accepts it, whatever a browser reports back.
  recorder.onstop = () =>
    dispatch({
      type: 'finished',
      blob: new Blob(chunks, { type }),
      mimeType: type,
      at: Date.now(),
    });
  recorder.onerror = () => dispatch({ type: 'broke' });
  return recorder;
}

/** An object URL for the blob while it is shown, revoked when it changes or goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Records a recitation from the microphone as Opus (without the browser's speech processing,
 * which cuts held letters), stopping by itself at the longest length. The machine decides; this
 * hook only does what each state asks of the browser, and lets go of the microphone as soon as
 * no state needs it, or when the component goes.
 */
export function useRecorder(): RecorderControl {
  const [state, dispatch] = useReducer(recorderMachine.reduce, recorderMachine.initial);
  const { status } = state;
  const session = useRef<MicrophoneSession | null>(null);
  // A microphone granted after its attempt was discarded (or the component went) is let go.
  const attempt = useRef(0);

  const releaseMicrophone = useCallback(() => {
    if (session.current) release(session.current);
    session.current = null;
  }, []);

  useEffect(() => {
    const timers = recorderMachine
      .timeouts(state)
      .map(({ afterMs, event }) => setTimeout(() => dispatch(event), afterMs));
    return () => timers.forEach(clearTimeout);
  }, [state]);

  useEffect(() => {
    if (status === 'stopping' && session.current?.recorder.state === 'recording') {
      session.current.recorder.stop();
    }
    if (!usesMicrophone(status)) releaseMicrophone();
  }, [status, releaseMicrophone]);

  useEffect(
    () => () => {
      attempt.current += 1;
      releaseMicrophone();
    },
    [releaseMicrophone],
  );

  const start = useCallback(async () => {
    if (usesMicrophone(status)) return;
    dispatch({ type: 'start' });
    const mine = ++attempt.current;
    const type = supportedType();
    if (!type) {
      dispatch({ type: 'refused', failure: 'unsupported' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints(true) });
    } catch (error) {
      if (mine === attempt.current) {
        dispatch({ type: 'refused', failure: microphoneFailure(error) });
      }
      return;
    }
    if (mine !== attempt.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = recorderOf(stream, type, dispatch);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      dispatch({ type: 'refused', failure: 'unsupported' });
      return;
    }
    session.current = { stream, recorder };
    recorder.start(CHUNK_MS);
    dispatch({ type: 'granted', at: Date.now() });
  }, [status]);

  const stop = useCallback(() => dispatch({ type: 'stop', at: Date.now() }), []);
  const discard = useCallback(() => {
    attempt.current += 1;
    dispatch({ type: 'discard' });
  }, []);

  // Leaving the page would lose a recitation not sent yet: the browser asks first.
  const unsent = usesMicrophone(status) || status === 'recorded';
  useEffect(() => {
    if (!unsent) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsent]);

  const now = useNow(status === 'recording', CLOCK_MS);
  const playbackUrl = useObjectUrl(state.status === 'recorded' ? state.recording.blob : null);

  return {
    state,
    elapsedMs: elapsedMs(state, now),
    remainingMs: remainingMs(state, now),
    playbackUrl,
    start: () => void start(),
    stop,
    discard,
  };
}
