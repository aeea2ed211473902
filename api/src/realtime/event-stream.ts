import { PassThrough } from 'node:stream';

// A client that reads slower than events come would make its buffer grow without end: past
// this many bytes it is cut off, and its EventSource reconnects to a fresh start.
const MAX_BACKLOG_BYTES = 256 * 1024;

/** One server-sent events response: named events carrying JSON, and comment lines. */
export class EventStream {
  /** What the route sends (`reply.send(stream.body)`): Fastify pipes it to the response. */
  readonly body = new PassThrough();

  /** Writes one event; its data is one line of JSON. */
  send(event: string, data: unknown): void {
    this.#write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: EventSource ignores it, but it keeps an idle stream open through proxies. */
  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  get closed(): boolean {
    return this.body.writableEnded || this.body.destroyed;
  }

  /** Ends the stream after what is written; the client's EventSource then reconnects. */
  end(): void {
    if (!this.closed) this.body.end();
  }

  /** Drops the stream at once, unsent events included. */
  destroy(): void {
    this.body.destroy();
  }

  /** Called once the stream is over, however it ended (the client left, end, destroy). */
  onClose(listener: () => void): void {
    this.body.once('close', listener);
  }

  #write(text: string): void {
    if (this.closed) return;
    if (this.body.writableLength + this.body.readableLength > MAX_BACKLOG_BYTES) {
      this.destroy();
      return;
    }
    this.body.write(text);
  }
}
