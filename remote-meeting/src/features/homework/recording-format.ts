import type { RecorderFailure } from './recorder-machine';

/** The recorder's formats in order of preference: both are Opus, which the API accepts. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;

/** The first format this browser records, or null (then it cannot record homework). */
export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/**
 * Why the microphone could not be had, from getUserMedia's DOMException name: refused by the
 * person or the page's policy, none connected, or held by another app.
 */
export function microphoneFailure(error: unknown): RecorderFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noMicrophone';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
