/** The ringtone plays at half volume, looping. */
export const RINGTONE_VOLUME = 0.5;
/** One ring cycle: two short bursts, then silence (a classic phone cadence). */
const CYCLE_MS = 3_000;
const BURSTS: ReadonlyArray<[startS: number, endS: number]> = [
  [0, 0.4],
  [0.6, 1.0],
];
const TONES_HZ = [440, 480];

/** What the ringtone is doing: `blocked` while the browser waits for a user gesture to play. */
export type RingtoneStatus = 'stopped' | 'playing' | 'blocked';

type ContextFactory = () => AudioContext | null;

const browserContext: ContextFactory = () =>
  typeof AudioContext === 'undefined' ? null : new AudioContext();

/**
 * A looping ring generated with WebAudio oscillators, so no audio file ships. Playback that the
 * browser refuses is only logged (docs/product.md#errors); it starts on the next click or key press.
 */
export class Ringtone {
  #context: AudioContext | null = null;
  #loop: ReturnType<typeof setInterval> | null = null;
  #status: RingtoneStatus = 'stopped';

  constructor(
    private readonly onStatus: (status: RingtoneStatus) => void = () => undefined,
    private readonly createContext: ContextFactory = browserContext,
  ) {}

  get status(): RingtoneStatus {
    return this.#status;
  }

  start(): void {
    if (this.#context) return;
    let context: AudioContext | null;
    try {
      context = this.createContext();
    } catch (error) {
      console.warn('Ringtone unavailable', error);
      return;
    }
    if (!context) return;
    this.#context = context;
    const gain = context.createGain();
    gain.gain.value = RINGTONE_VOLUME;
    gain.connect(context.destination);
    const ring = () => this.#ring(context, gain);
    ring();
    this.#loop = setInterval(ring, CYCLE_MS);
    this.#follow(context);
  }

  stop(): void {
    if (this.#loop) clearInterval(this.#loop);
    this.#loop = null;
    const context = this.#context;
    this.#context = null;
    this.#removeGestureListeners();
    if (context) void context.close().catch(() => undefined);
    this.#setStatus('stopped');
  }

  #ring(context: AudioContext, gain: GainNode): void {
    const at = context.currentTime;
    for (const [start, end] of BURSTS) {
      for (const hz of TONES_HZ) {
        const oscillator = context.createOscillator();
        oscillator.frequency.value = hz;
        oscillator.connect(gain);
        oscillator.start(at + start);
        oscillator.stop(at + end);
      }
    }
  }

  /** Autoplay rules leave a context created without a gesture suspended until one happens. */
  #follow(context: AudioContext): void {
    const update = () => {
      if (this.#context !== context) return;
      this.#setStatus(context.state === 'running' ? 'playing' : 'blocked');
    };
    context.onstatechange = update;
    update();
    if (context.state !== 'running') {
      context.resume().then(update, (error: unknown) => console.warn('Ringtone blocked', error));
      window.addEventListener('pointerdown', this.#resumeOnGesture);
      window.addEventListener('keydown', this.#resumeOnGesture);
    }
  }

  readonly #resumeOnGesture = () => {
    this.#context?.resume().catch((error: unknown) => console.warn('Ringtone blocked', error));
    this.#removeGestureListeners();
  };

  #removeGestureListeners(): void {
    window.removeEventListener('pointerdown', this.#resumeOnGesture);
    window.removeEventListener('keydown', this.#resumeOnGesture);
  }

  #setStatus(status: RingtoneStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.onStatus(status);
  }
}
