/** Why the own camera or microphone is not (fully) available; null when both work. */
export type MediaProblem = 'denied' | 'missing' | 'cameraMissing' | 'failed' | null;

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem;
}

/** 720p target, 1280x720 at most. */
export const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 1280, max: 1280 },
  height: { ideal: 720, max: 720 },
};

const nameOf = (error: unknown) => (error instanceof DOMException ? error.name : '');

/**
 * Camera and microphone, degrading rather than failing: without a camera the call goes on with
 * sound, and without any device (or permission) the user still sees and hears the other side.
 */
export async function openLocalMedia(
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<LocalMedia> {
  if (!devices) return { stream: null, problem: 'missing' };
  try {
    return {
      stream: await devices.getUserMedia({ video: VIDEO_CONSTRAINTS, audio: true }),
      problem: null,
    };
  } catch (error) {
    const name = nameOf(error);
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      return { stream: null, problem: 'denied' };
    }
    if (
      name !== 'NotFoundError' &&
      name !== 'OverconstrainedError' &&
      name !== 'NotReadableError'
    ) {
      console.error('Camera and microphone failed', error);
      return { stream: null, problem: 'failed' };
    }
  }
  try {
    return { stream: await devices.getUserMedia({ audio: true }), problem: 'cameraMissing' };
  } catch {
    return { stream: null, problem: 'missing' };
  }
}
