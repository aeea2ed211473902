import { queryClient } from '@app/shared';
import { videoConfigQuery } from '../video-config';
import { openLocalMedia, type LocalMedia } from './local-media';

/** Warmed media nobody took (the lesson never came) is released after this long at most. */
const UNCLAIMED_LIMIT_MS = 75_000;

const stopTracks = (media: LocalMedia) =>
  media.stream?.getTracks().forEach((track) => track.stop());

/**
 * The camera and microphone opened ahead of a lesson, so that its video starts the moment the
 * lesson does: the caller's while its call rings (it started the call), the Sheikh's from the
 * moment it accepts; never before. The TURN credentials are read at the same time. Only the
 * built-in provider uses them (Jitsi opens its own devices). The lesson's video takes them; if
 * no lesson follows (declined, cancelled, unanswered, failed) they are released at once, and
 * in any case after 75 s.
 */
export class LessonMedia {
  #wanted = false;
  #media: Promise<LocalMedia> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly open: () => Promise<LocalMedia> = openLocalMedia,
    private readonly needsCamera: () => Promise<boolean> = builtInVideo,
    private readonly unclaimedLimitMs = UNCLAIMED_LIMIT_MS,
  ) {}

  /** A call this user started or accepted: open the devices if the lesson's video will use them. */
  prepare(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#timer = setTimeout(() => this.release(), this.unclaimedLimitMs);
    void this.needsCamera().then(
      (needed) => {
        // Released (or taken) while the configuration was on its way: nothing is opened.
        if (needed && this.#wanted && !this.#media) this.#media = this.open();
      },
      () => undefined,
    );
  }

  /** Hands the prepared devices over (the taker stops them); null when none were opened. */
  take(): Promise<LocalMedia> | null {
    const media = this.#media;
    this.#reset();
    return media;
  }

  /** No lesson after all: the devices are closed (the camera light goes off). */
  release(): void {
    void this.take()?.then(stopTracks);
  }

  #reset(): void {
    this.#wanted = false;
    this.#media = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/** The built-in provider, or no readable configuration (the lesson then uses it too). */
async function builtInVideo(): Promise<boolean> {
  const video = await queryClient.fetchQuery(videoConfigQuery).catch(() => null);
  return video?.provider !== 'jitsi' || !video.domain;
}

/** The page's one set of prepared devices. */
export const lessonMedia = new LessonMedia();
