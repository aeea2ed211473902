import type { IceServer, P2pSignalMessage } from '@app/shared';
import { audioSenders } from '../../../lib/audio/recitation-audio';
import { PeerLink, type OutgoingSignal } from './peer-link';

/**
 * The video sent to a watcher: enough to see the lesson, little enough that a child on mobile
 * data can send it beside the lesson's own video.
 */
export const WATCHER_VIDEO_BITRATE = 300_000;

export interface WatcherLinksOptions {
  iceServers: IceServer[];
  send(to: string, signal: OutgoingSignal): void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/**
 * A participant's links to the guardians watching the lesson: one send-only PeerLink each,
 * offered by this side the moment the watcher is known (a watcher only answers). A watcher who
 * comes again gets a fresh link; one who goes has its link closed.
 */
export class WatcherLinks {
  readonly #links = new Map<string, PeerLink>();
  #stream: MediaStream | null = null;

  constructor(private readonly options: WatcherLinksOptions) {}

  /** The camera and microphone this side sends (open before any link is). */
  setStream(stream: MediaStream | null): void {
    this.#stream = stream;
  }

  /** Offers this side's media to a watcher, replacing any earlier link to it. */
  open(watcherId: string): void {
    this.close(watcherId);
    if (!this.#stream) return;
    const link = new PeerLink({
      // Only this side offers, so there is no collision to settle.
      polite: false,
      iceServers: this.options.iceServers,
      send: (signal) => this.options.send(watcherId, signal),
      onRemoteStream: () => undefined,
      onState: () => undefined,
      createConnection: this.options.createConnection,
    });
    link.sendOnly(this.#stream, WATCHER_VIDEO_BITRATE);
    link.setPeerPresent(true);
    this.#links.set(watcherId, link);
  }

  close(watcherId: string): void {
    this.#links.get(watcherId)?.close();
    this.#links.delete(watcherId);
  }

  /** A watcher's answer or candidate; false when this side has no link to that user. */
  receive(signal: P2pSignalMessage): boolean {
    const link = this.#links.get(signal.from);
    if (!link) return false;
    void link.receive(signal);
    return true;
  }

  /** A network change: each link gathers new candidates. */
  restartIce(): void {
    for (const link of this.#links.values()) link.restartIce();
  }

  /** The microphone's senders on every watcher's link (recitation audio switches them too). */
  audioSenders(): RTCRtpSender[] {
    return [...this.#links.values()].flatMap((link) => audioSenders(link.pc));
  }

  closeAll(): void {
    for (const id of [...this.#links.keys()]) this.close(id);
  }
}
