import {
  VISITOR_FEED_EVENTS,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import type { EventStream } from './event-stream';
import type { RealtimeContext } from './realtime-context';

/** What the visitors' feed uses of the realtime layer. */
export type VisitorFeedDeps = Pick<RealtimeContext, 'clustered' | 'io'>;

/** How often every stream carries a comment: well within nginx's 60 s read timeout. */
export const VISITOR_HEARTBEAT_MS = 25_000;

/**
 * The signed-out visitors' live teacher list (GET /teachers/live). Presence hands it every
 * change of the anonymous audience's list; it writes them to this process's event streams and,
 * with Redis, passes them to the other processes for theirs (a visitor's stream may be on any).
 */
export class VisitorFeed {
  /** Each open stream, with the changes waiting for its snapshot (null once it is sent). */
  readonly #streams = new Map<EventStream, UsersListDelta[] | null>();

  constructor(
    private readonly ctx: VisitorFeedDeps,
    /** The anonymous audience's whole list, as a visitor's socket gets it on connect. */
    private readonly snapshot: () => Promise<UsersListEntry[]>,
  ) {}

  /** Open streams on this process. */
  get size(): number {
    return this.#streams.size;
  }

  /** Delivers the changes other processes publish; returns what stops it. */
  listen(): () => void {
    const deliver = (delta: UsersListDelta) => this.#deliver(delta);
    this.ctx.io.on('visitorDelta', deliver);
    return () => {
      this.ctx.io.off('visitorDelta', deliver);
    };
  }

  /** A change of the anonymous audience's list made on this process: every visitor gets it. */
  publish(delta: UsersListDelta): void {
    this.#deliver(delta);
    // The adapter carries it to the other processes only, never back to this one.
    if (this.ctx.clustered) this.ctx.io.serverSideEmit('visitorDelta', delta);
  }

  /**
   * Adds a visitor's stream: the whole list first, then every change. Changes made while the
   * list is read wait behind it, so none is lost or overwritten by an older list. Rejects (the
   * stream left out) when the list cannot be read.
   */
  async join(stream: EventStream): Promise<void> {
    const waiting: UsersListDelta[] = [];
    this.#streams.set(stream, waiting);
    stream.onClose(() => this.#streams.delete(stream));
    let list: UsersListEntry[];
    try {
      list = await this.snapshot();
    } catch (error) {
      this.#streams.delete(stream);
      throw error;
    }
    stream.send(VISITOR_FEED_EVENTS.list, list);
    for (const delta of waiting) stream.send(VISITOR_FEED_EVENTS.delta, delta);
    if (this.#streams.has(stream)) this.#streams.set(stream, null);
  }

  /** A comment on every stream, so no proxy closes one that had nothing to say for a while. */
  heartbeat(): void {
    for (const stream of this.#streams.keys()) stream.comment('keep-alive');
  }

  /** Ends every stream (shutdown): the visitors' EventSources reconnect, to another process. */
  close(): void {
    const streams = [...this.#streams.keys()];
    this.#streams.clear();
    for (const stream of streams) stream.end();
  }

  #deliver(delta: UsersListDelta): void {
    for (const [stream, waiting] of this.#streams) {
      if (waiting) waiting.push(delta);
      else stream.send(VISITOR_FEED_EVENTS.delta, delta);
    }
  }
}
