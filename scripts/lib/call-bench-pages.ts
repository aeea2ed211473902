import type { Browser, Page } from 'playwright-core';
import { loginThroughApi } from './bench-browser';
import { DEMO } from './demo-logins';
import type { RunningPlatform } from './platform';

/** Chromium for the call benchmarks: fake camera and microphone, no permission prompt. */
export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * Runs in both pages: records when the overlays appear and when remote video first decodes,
 * and on the way every step of a call start: each socket.io message sent or received (its
 * event name, or `ack` for an answer), each HTTP request, the camera and microphone opening
 * and the peer connection's creation.
 */
export function instrumentPage(): void {
  const clock = () => performance.timeOrigin + performance.now();
  const marks: Record<string, number[]> = { ringShown: [], clicked: [], firstFrame: [] };
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  const steps: Array<{ at: number; step: string }> = [];
  (window as unknown as { __benchSteps: typeof steps }).__benchSteps = steps;
  const step = (name: string) => steps.push({ at: clock(), step: name });

  // socket.io over a WebSocket: "42[event,...]" is an event, "43<id>[...]" an answer; the
  // transport's own pings ("2", "3") are not messages of the app.
  const packetName = (data: unknown) => {
    if (typeof data !== 'string' || !data.startsWith('4')) return null;
    const event = /^42\d*\["([^"]+)"/.exec(data);
    if (event) return event[1];
    return /^43\d*\[/.test(data) ? 'ack' : null;
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        const name = packetName(event.data);
        if (name) step(`in ${name}`);
      });
    }
    override send(data: Parameters<WebSocket['send']>[0]): void {
      const name = packetName(data);
      if (name) step(`out ${name}`);
      super.send(data);
    }
  };
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = `${init?.method ?? 'GET'} ${new URL(url, location.href).pathname}`;
    step(`http ${name}`);
    try {
      return await nativeFetch(input, init);
    } finally {
      step(`http done ${name}`);
    }
  };
  const devices = navigator.mediaDevices;
  const nativeGetUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    step('camera opening');
    const stream = await nativeGetUserMedia(constraints);
    step('camera open');
    return stream;
  };

  // Clicks are stamped in the capture phase, before the app's own handlers run.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target?.dataset.benchClick !== undefined) marks.clicked!.push(clock());
    },
    true,
  );
  // The document itself: at this point it has no root element yet.
  let ringing = false;
  let lessonShown = false;
  new MutationObserver(() => {
    const visible = document.querySelector('[data-testid="receiver-overlay"]') !== null;
    if (visible && !ringing) marks.ringShown!.push(clock());
    ringing = visible;
    // The built-in video's view is on screen (the lesson is live).
    const shown = document.querySelector('[data-link-status]') !== null;
    if (shown && !lessonShown) step('video view shown');
    lessonShown = shown;
  }).observe(document, { childList: true, subtree: true });

  // The first decoded remote video frame of every peer connection, polled every 10 ms from the
  // connection's own statistics (headless Chromium has no compositor frames to wait for).
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      step('peer connection');
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected') step('peer connected');
      });
      const poll = window.setInterval(async () => {
        if (this.connectionState === 'closed') return window.clearInterval(poll);
        const stats = await this.getStats();
        let decoded = 0;
        stats.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video')
            decoded += report.framesDecoded ?? 0;
        });
        if (decoded > 0) {
          marks.firstFrame!.push(clock());
          step('first frame');
          window.clearInterval(poll);
        }
      }, 10);
    }
  };
}

/** What a page recorded, as wall-clock times (ms). */
export type BenchMarks = Record<'ringShown' | 'clicked' | 'firstFrame', number[]>;
export const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMarks: BenchMarks }).__benchMarks);

/** One step of a call start as a page saw it (wall-clock ms). */
export interface BenchStep {
  at: number;
  step: string;
}

/** The steps a page recorded from `since` on, and forgets them. */
export const stepsSince = (page: Page, since: number) =>
  page.evaluate((from) => {
    const steps = (window as unknown as { __benchSteps: BenchStep[] }).__benchSteps;
    const taken = steps.filter(({ at }) => at >= from);
    steps.length = 0;
    return taken;
  }, since);

/** A signed-in, instrumented page on /main. */
export async function openBenchPage(browser: Browser, platform: RunningPlatform, email: string) {
  const { shellUrl } = platform;
  const apiUrl = platform.api.url;
  const context = await browser.newContext({ locale: 'en-US' });
  // tsx keeps function names by wrapping them in a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(instrumentPage);
  await loginThroughApi(context, apiUrl, shellUrl, email, DEMO.password);
  const page = await context.newPage();
  await page.goto(`${shellUrl}/main`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The p-th percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
