// `npm run bench:call`: how fast a call feels, measured in real browsers against the production
// build: click Call -> the teacher's ringing overlay visible (50 calls, each cancelled), and
// Accept -> the first decoded remote video frame on each side (a few full p2p calls).
// Times are taken inside the pages (performance.timeOrigin + performance.now(), a wall clock
// shared by both pages), so the test driver's polling never adds to them.
import { chromium, type Browser, type Page } from 'playwright-core';
import { loginThroughApi } from './lib/bench-browser';
import { withBenchPlatform } from './lib/bench-platform';
import { CHROMIUM_PATH } from './lib/browser';
import { DEMO } from './lib/demo-logins';

const RING_SAMPLES = Number(process.env.BENCH_CALLS ?? 50);
const MEDIA_SAMPLES = Number(process.env.BENCH_MEDIA_CALLS ?? 5);
const GOALS = { ringP50Ms: 100, firstFrameMs: 1500 };

const teacher = DEMO.teachers[0];
const student = DEMO.students[0];
if (!teacher || !student) throw new Error('demo accounts missing');

/** Runs in both pages: records when the overlays appear and when remote video first decodes. */
function instrumentPage(): void {
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

type Marks = Record<'ringShown' | 'clicked' | 'firstFrame', number[]>;
const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);

async function openAs(browser: Browser, shellUrl: string, apiUrl: string, email: string) {
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

/** Clicks a button the page stamps (data-bench-click) the moment the click lands. */
async function stampedClick(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.evaluate((button) => button.setAttribute('data-bench-click', ''));
  await locator.click();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ringMs: number[] = [];
const firstFrameMs: { teacher: number[]; student: number[] } = { teacher: [], student: [] };
await withBenchPlatform(async (platform) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const sheikh = await openAs(browser, platform.shellUrl, platform.api.url, teacher.email);
    const learner = await openAs(browser, platform.shellUrl, platform.api.url, student.email);
    const callButton = learner
      .getByRole('row', { name: teacher.name })
      .getByRole('button', { name: `Call ${teacher.name}` });
    const overlay = sheikh.getByTestId('receiver-overlay');

    for (let i = 0; i < RING_SAMPLES; i += 1) {
      await stampedClick(learner, callButton);
      await overlay.waitFor();
      await learner.getByRole('button', { name: 'Cancel' }).click();
      await overlay.waitFor({ state: 'hidden' });
      await learner.getByTestId('caller-overlay').waitFor({ state: 'hidden' });
      const [clicked, shown] = [
        (await marksOf(learner)).clicked,
        (await marksOf(sheikh)).ringShown,
      ];
      const elapsed = (shown.at(-1) ?? NaN) - (clicked.at(-1) ?? NaN);
      if (!Number.isFinite(elapsed)) throw new Error('the pages recorded no click or no ring');
      ringMs.push(elapsed);
    }

    for (let i = 0; i < MEDIA_SAMPLES; i += 1) {
      await callButton.click();
      await stampedClick(sheikh, overlay.getByRole('button', { name: 'Accept' }));
      const teacherFrames = (await marksOf(sheikh)).firstFrame.length;
      const studentFrames = (await marksOf(learner)).firstFrame.length;
      await sheikh.waitForFunction(
        (count) =>
          (window as unknown as { __benchMarks: Marks }).__benchMarks.firstFrame.length > count,
        teacherFrames,
        { timeout: 30_000 },
      );
      await learner.waitForFunction(
        (count) =>
          (window as unknown as { __benchMarks: Marks }).__benchMarks.firstFrame.length > count,
        studentFrames,
        { timeout: 30_000 },
      );
      const accepted = (await marksOf(sheikh)).clicked.at(-1)!;
      firstFrameMs.teacher.push((await marksOf(sheikh)).firstFrame.at(-1)! - accepted);
      firstFrameMs.student.push((await marksOf(learner)).firstFrame.at(-1)! - accepted);

      await sheikh.getByRole('button', { name: 'Hang up' }).click();
      const rating = learner.getByRole('dialog', { name: 'Rate your session' });
      await rating.waitFor({ timeout: 10_000 });
      await rating.getByRole('button', { name: 'Skip' }).click();
      await rating.waitFor({ state: 'hidden' });
      await sheikh.getByTestId('meeting-view').waitFor({ state: 'hidden', timeout: 10_000 });
      await callButton.waitFor();
    }
  } finally {
    await browser.close();
  }
});

const row = (name: string, values: number[], goal: string) =>
  console.log(
    `${name.padEnd(44)} ${String(values.length).padStart(4)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}  ${goal}`,
  );
console.log('\nCall timings (ms, measured in the pages)\n');
console.log(
  `${'step'.padEnd(44)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  goal`,
);
row('click Call -> teacher overlay visible', ringMs, `p50 <= ${GOALS.ringP50Ms}`);
row('Accept -> first remote frame (teacher)', firstFrameMs.teacher, `<= ${GOALS.firstFrameMs}`);
row('Accept -> first remote frame (student)', firstFrameMs.student, `<= ${GOALS.firstFrameMs}`);
