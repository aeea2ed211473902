import {
  answerWithin,
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  logRefusal,
  onSocketEvent,
  SERVER_EVENTS,
  type ApiErrorCode,
  type AppSocket,
  type IceServer,
  type WatchEntry,
} from '@app/shared';
import { roomInbox, type RoomMessage } from '../../../lib/room-inbox';
import { PeerLink } from '../p2p/peer-link';
import { sendSignal } from '../subscriptions';

const WATCH_ANSWER_MS = 10_000;

/** Where the watching is: asking, watching, over, or refused with the server's code. */
export type WatchStatus =
  | { phase: 'joining' }
  | { phase: 'watching'; entry: WatchEntry }
  | { phase: 'ended' }
  | { phase: 'refused'; code: ApiErrorCode | 'no_answer' };

export interface WatchSnapshot {
  status: WatchStatus;
  /** Each participant's video as it arrives (built-in video only), by user id. */
  streams: ReadonlyMap<string, MediaStream>;
}

export interface LessonWatchOptions {
  /** The built-in video: the participants offer their media; Jitsi carries it otherwise. */
  receiveVideo: boolean;
  iceServers: IceServer[];
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/**
 * A guardian watching one running lesson: asks the server (`meeting:watch`, and again after a
 * lost connection, since the server forgets a dropped socket's place), answers each
 * participant's offer with a receive-only link, and ends with the lesson. A participant who
 * comes back (a reload, a lost connection) offers afresh, so its old link is dropped.
 */
export class LessonWatch {
  readonly #links = new Map<string, PeerLink>();
  readonly #listeners = new Set<() => void>();
  readonly #detach: Array<() => void> = [];
  #snapshot: WatchSnapshot = { status: { phase: 'joining' }, streams: new Map() };
  #stopped = false;

  constructor(
    private readonly socket: AppSocket,
    private readonly roomName: string,
    private readonly options: LessonWatchOptions,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly snapshot = (): WatchSnapshot => this.#snapshot;

  /** Starts (or, after a stop, starts again) watching. */
  start(): void {
    const { socket, roomName } = this;
    this.#stopped = false;
    this.#set({ status: { phase: 'joining' }, streams: new Map() });
    // Opened before asking: a participant may offer before the answer arrives.
    this.#detach.push(roomInbox.open(socket, roomName).read((message) => this.#heard(message)));
    this.#detach.push(
      onSocketEvent(socket, SERVER_EVENTS.meetingEnded, (event) => {
        if (event.roomName === roomName) this.#end();
      }),
      // Back after a lost connection: the server forgot the old socket's place, so ask again
      // (also when the first question got no answer).
      onSocketEvent(socket, CONNECTION_EVENTS.connect, () => {
        const { status } = this.#snapshot;
        const unanswered = status.phase === 'refused' && status.code === 'no_answer';
        if (status.phase !== 'watching' && !unanswered) return;
        this.#dropAllLinks();
        void this.#watch();
      }),
    );
    void this.#watch();
  }

  stop(): void {
    const watching = this.#snapshot.status.phase === 'watching';
    this.#stopped = true;
    this.#detach.splice(0).forEach((off) => off());
    this.#dropAllLinks();
    roomInbox.close();
    if (watching) {
      this.socket.emit(
        CLIENT_EVENTS.stopWatching,
        { roomName: this.roomName },
        logRefusal(CLIENT_EVENTS.stopWatching),
      );
    }
  }

  async #watch(): Promise<void> {
    let status: WatchStatus;
    try {
      const answer = await answerWithin(
        this.socket.emitWithAck(CLIENT_EVENTS.watchLesson, { roomName: this.roomName }),
        WATCH_ANSWER_MS,
      );
      if (answer.ok) {
        const { ok: _ok, ...entry } = answer;
        status = { phase: 'watching', entry };
      } else if (answer.code === 'meetings.ended') {
        status = { phase: 'ended' };
      } else {
        status = { phase: 'refused', code: answer.code };
      }
    } catch {
      status = { phase: 'refused', code: 'no_answer' };
    }
    if (this.#stopped || this.#snapshot.status.phase === 'ended') return;
    this.#set({ status });
  }

  #heard(message: RoomMessage): void {
    if (message.type === 'joined' || message.type === 'left') {
      this.#dropLink(message.event.userId);
      return;
    }
    if (message.type !== 'signal' || !this.options.receiveVideo) return;
    const { signal } = message;
    let link = this.#links.get(signal.from);
    if (!link && 'description' in signal && signal.description.type === 'offer') {
      link = this.#linkTo(signal.from);
    }
    void link?.receive(signal);
  }

  #linkTo(userId: string): PeerLink {
    const link = new PeerLink({
      // The participant offers; this side only answers.
      polite: true,
      iceServers: this.options.iceServers,
      send: (signal) => sendSignal(this.socket, { roomName: this.roomName, to: userId, ...signal }),
      onRemoteStream: (stream) => {
        if (this.#links.get(userId) !== link) return;
        const streams = new Map(this.#snapshot.streams);
        streams.set(userId, stream);
        this.#set({ streams });
      },
      onState: () => undefined,
      createConnection: this.options.createConnection,
    });
    this.#links.set(userId, link);
    return link;
  }

  #dropLink(userId: string): void {
    this.#links.get(userId)?.close();
    this.#links.delete(userId);
    if (!this.#snapshot.streams.has(userId)) return;
    const streams = new Map(this.#snapshot.streams);
    streams.delete(userId);
    this.#set({ streams });
  }

  #dropAllLinks(): void {
    for (const userId of [...this.#links.keys()]) this.#dropLink(userId);
  }

  #end(): void {
    this.#dropAllLinks();
    this.#set({ status: { phase: 'ended' } });
  }

  #set(change: Partial<WatchSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    this.#listeners.forEach((listener) => listener());
  }
}
