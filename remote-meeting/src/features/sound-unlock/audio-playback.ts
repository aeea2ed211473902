/** Whether the page may play sound now, or the browser waits for a click or key press. */
export type AudioPlayback = 'allowed' | 'blocked';

/** How long a context that is allowed to play may take to start running. */
const START_TIMEOUT_MS = 500;

type ContextFactory = () => AudioContext | null;

const browserContext: ContextFactory = () =>
  typeof AudioContext === 'undefined' ? null : new AudioContext();

function hasBeenActivated(): boolean {
  // Sticky activation is what every autoplay policy asks for; where it is known, it decides.
  return (
    typeof navigator !== 'undefined' &&
    'userActivation' in navigator &&
    navigator.userActivation.hasBeenActive
  );
}

/**
 * Asks the browser itself: a fresh audio context starts `running` where sound may play and stays
 * `suspended` (its resume() never settles) until a user gesture where it may not.
 */
export async function probeAudioPlayback(
  createContext: ContextFactory = browserContext,
): Promise<AudioPlayback> {
  if (hasBeenActivated()) return 'allowed';
  const context = createContext();
  if (!context) return 'allowed';
  try {
    if (context.state === 'running') return 'allowed';
    const started = await Promise.race([
      context.resume().then(
        () => context.state === 'running',
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), START_TIMEOUT_MS)),
    ]);
    return started ? 'allowed' : 'blocked';
  } finally {
    void context.close().catch(() => undefined);
  }
}

/**
 * Called from a click: plays one short silent buffer, which is what unlocks sound for the page
 * (the gesture makes the page "activated", and later contexts such as the ringtone's may play).
 */
export async function unlockAudio(
  createContext: ContextFactory = browserContext,
): Promise<AudioPlayback> {
  const context = createContext();
  if (!context) return 'allowed';
  try {
    await context.resume();
    const source = context.createBufferSource();
    source.buffer = context.createBuffer(1, 1, context.sampleRate);
    source.connect(context.destination);
    source.start();
    return context.state === 'running' ? 'allowed' : 'blocked';
  } catch (error) {
    console.warn('Sound could not be enabled', error);
    return 'blocked';
  } finally {
    void context.close().catch(() => undefined);
  }
}
