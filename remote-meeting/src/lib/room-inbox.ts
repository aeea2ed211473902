import {
  onSocketEvent,
  SERVER_EVENTS,
  type AppSocket,
  type P2pSignalMessage,
  type ParticipantEvent,
  type WatcherEvent,
} from '@app/shared';

/** What the room says to this side: a relayed signal, or someone coming or going. */
export type RoomMessage =
  | { type: 'signal'; signal: P2pSignalMessage }
  | { type: 'joined'; event: ParticipantEvent }
  | { type: 'left'; event: ParticipantEvent }
  | { type: 'watcherJoined'; event: WatcherEvent }
  | { type: 'watcherLeft'; event: WatcherEvent };

/**
 * Everything a lesson's room says to this page from the moment the page enters it, kept in
 * order until the video is ready to hear it. The other side may offer the moment it finds this
 * side in the room, which can be before this page has drawn its video: without the inbox that
 * offer would be lost and the call would never connect.
 */
class RoomInbox {
  readonly #kept: RoomMessage[] = [];
  #reader: ((message: RoomMessage) => void) | null = null;
  readonly #detach: Array<() => void>;

  constructor(
    readonly socket: AppSocket,
    readonly roomName: string,
  ) {
    const ours = (event: { roomName: string }) => event.roomName === roomName;
    this.#detach = [
      onSocketEvent(socket, SERVER_EVENTS.p2pSignal, (signal) => {
        if (ours(signal)) this.#deliver({ type: 'signal', signal });
      }),
      onSocketEvent(socket, SERVER_EVENTS.participantJoined, (event) => {
        if (ours(event)) this.#deliver({ type: 'joined', event });
      }),
      onSocketEvent(socket, SERVER_EVENTS.participantLeft, (event) => {
        if (ours(event)) this.#deliver({ type: 'left', event });
      }),
      onSocketEvent(socket, SERVER_EVENTS.watcherJoined, (event) => {
        if (ours(event)) this.#deliver({ type: 'watcherJoined', event });
      }),
      onSocketEvent(socket, SERVER_EVENTS.watcherLeft, (event) => {
        if (ours(event)) this.#deliver({ type: 'watcherLeft', event });
      }),
    ];
  }

  /** Hands what was kept to `reader`, then everything as it comes; returns the undo. */
  read(reader: (message: RoomMessage) => void): () => void {
    this.#reader = reader;
    for (const message of this.#kept.splice(0)) reader(message);
    return () => {
      if (this.#reader === reader) this.#reader = null;
    };
  }

  close(): void {
    this.#detach.forEach((off) => off());
    this.#kept.length = 0;
    this.#reader = null;
  }

  #deliver(message: RoomMessage): void {
    if (this.#reader) this.#reader(message);
    else this.#kept.push(message);
  }
}

let current: RoomInbox | null = null;

/**
 * The page's one room inbox: opened by the lesson when it enters (before its answer can
 * arrive), read by the video once it is ready, closed when the lesson is over. A page is in
 * one lesson at a time, so opening another room's inbox closes the previous one.
 */
export const roomInbox = {
  open(socket: AppSocket, roomName: string): RoomInbox {
    if (current?.socket === socket && current.roomName === roomName) return current;
    current?.close();
    current = new RoomInbox(socket, roomName);
    return current;
  },
  close(): void {
    current?.close();
    current = null;
  },
};
