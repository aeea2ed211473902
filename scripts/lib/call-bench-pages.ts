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

/** Runs in both pages: records when the overlays appear and when remote video first decodes. */
export function instrumentPage(): void {
  const clock = () => performance.timeOrigin + performance.now();
  const marks: Record<string, number[]> = { ringShown: [], clicked: [], firstFrame: [] };
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;

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
  new MutationObserver(() => {
    const visible = document.querySelector('[data-testid="receiver-overlay"]') !== null;
    if (visible && !ringing) marks.ringShown!.push(clock());
    ringing = visible;
  }).observe(document, { childList: true, subtree: true });

  // The first decoded remote video frame of every peer connection, polled every 10 ms from the
  // connection's own statistics (headless Chromium has no compositor frames to wait for).
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
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
