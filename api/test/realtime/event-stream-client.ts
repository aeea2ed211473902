import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One server-sent event as an EventSource would dispatch it; `comment` for a comment line. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * A visitor's event stream over real HTTP, read as an EventSource reads it: records every event
 * (and comment line), so a test can wait for the next one of a kind without racing the server.
 * node:http rather than fetch: an aborted fetch left a spare connection that held the server's
 * close for a minute.
 */
export class EventStreamClient {
  /** Everything received, in order, never consumed. */
  readonly log: ReceivedEvent[] = [];
  readonly #unread: ReceivedEvent[] = [];
  #waiters: Array<() => void> = [];
  #ended = false;
  #body = '';

  private constructor(private readonly response: IncomingMessage) {
    if (this.status === 200) this.#read();
    else response.on('data', (chunk: Buffer) => (this.#body += chunk.toString()));
    response.once('close', () => {
      this.#ended = true;
      this.#wake();
    });
  }

  /** Opens the stream (asking for `text/event-stream`) and resolves once the headers came. */
  static async open(url: string, headers: Record<string, string> = {}) {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    return new EventStreamClient(response);
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  get headers(): IncomingHttpHeaders {
    return this.response.headers;
  }

  /** The body of a refusal (not a stream), parsed, once it has all come. */
  async json(): Promise<unknown> {
    await this.untilEnded();
    return JSON.parse(this.#body);
  }

  /** True once the server ended the stream. */
  get ended(): boolean {
    return this.#ended;
  }

  /** The next unconsumed event of that name matching the predicate. */
  async next<T>(
    event: string,
    match: (data: T) => boolean = () => true,
    timeoutMs = 8000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.#unread.findIndex((item) => item.event === event && match(item.data as T));
      if (index >= 0) return this.#unread.splice(index, 1)[0]!.data as T;
      const left = deadline - Date.now();
      if (left <= 0 || this.#ended) throw new Error(`timed out waiting for ${event}`);
      await this.#wait(left);
    }
  }

  /** Fails if such an event arrives within the window. */
  async none<T>(event: string, match: (data: T) => boolean = () => true, windowMs = 300) {
    try {
      const got = await this.next(event, match, windowMs);
      throw new Error(`unexpected ${event}: ${JSON.stringify(got)}`);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('timed out')) throw error;
    }
  }

  /** Resolves once the server ended the stream. */
  async untilEnded(timeoutMs = 8000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the stream did not end');
      await this.#wait(left);
    }
  }

  close(): void {
    this.response.destroy();
  }

  #wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  #wake(): void {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  #read(): void {
    let buffered = '';
    this.response.setEncoding('utf8');
    this.response.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        this.#dispatch(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    });
    // Closed by close(), or the connection dropped: either way the stream is over.
    this.response.on('error', () => undefined);
  }

  /** One block of lines: `event:` and `data:` fields, or comment lines (`:`). */
  #dispatch(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.#push({ event: 'comment', data: line.slice(1).trim() });
      } else if (line.startsWith('event:')) {
        event = line.slice(6).trim();
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).trimStart());
      }
    }
    if (data.length > 0) this.#push({ event, data: JSON.parse(data.join('\n')) });
  }

  #push(item: ReceivedEvent): void {
    this.log.push(item);
    this.#unread.push(item);
    this.#wake();
  }
}
