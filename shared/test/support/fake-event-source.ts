/**
 * The browser's EventSource as a test drives it (jsdom has none): the test plays the server,
 * sending events and failures. Installed with `Object.assign(globalThis, { EventSource: ... })`.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every source opened since the last `reset()`, oldest first. */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  static reset(): void {
    FakeEventSource.opened = [];
  }

  /** The newest source. */
  static get latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  /** The server sends an event; data that is not a string is sent as JSON. */
  send(event: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent(event, { data: text }));
  }

  /** The connection failed: the browser retries by itself, or (`gaveUp`) closes for good. */
  fail(gaveUp: boolean): void {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}
