// `npm run bench:call`: how fast a call feels, measured in real browsers against the production
// build: click Call -> the teacher's ringing overlay visible (50 calls, each cancelled), and
// Accept -> the first decoded remote video frame on each side (a few full p2p calls).
// Times are taken inside the pages (performance.timeOrigin + performance.now(), a wall clock
// shared by both pages), so the test driver's polling never adds to them.
import { chromium, type Page } from 'playwright-core';
import { withBenchPlatform } from './lib/bench-platform';
import {
  BENCH_CHROMIUM_ARGS,
  marksOf,
  openBenchPage,
  percentile,
  type BenchMarks,
} from './lib/call-bench-pages';
import { CHROMIUM_PATH } from './lib/browser';
import { DEMO } from './lib/demo-logins';

const RING_SAMPLES = Number(process.env.BENCH_CALLS ?? 50);
const MEDIA_SAMPLES = Number(process.env.BENCH_MEDIA_CALLS ?? 5);
const GOALS = { ringP50Ms: 100, firstFrameMs: 1500 };

const teacher = DEMO.teachers[0];
const student = DEMO.students[0];
if (!teacher || !student) throw new Error('demo accounts missing');

/** Clicks a button the page stamps (data-bench-click) the moment the click lands. */
async function stampedClick(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.evaluate((button) => button.setAttribute('data-bench-click', ''));
  await locator.click();
}

const ringMs: number[] = [];
const firstFrameMs: { teacher: number[]; student: number[] } = { teacher: [], student: [] };
await withBenchPlatform(async (platform) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: BENCH_CHROMIUM_ARGS,
  });
  try {
    const sheikh = await openBenchPage(browser, platform, teacher.email);
    const learner = await openBenchPage(browser, platform, student.email);
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
          (window as unknown as { __benchMarks: BenchMarks }).__benchMarks.firstFrame.length >
          count,
        teacherFrames,
        { timeout: 30_000 },
      );
      await learner.waitForFunction(
        (count) =>
          (window as unknown as { __benchMarks: BenchMarks }).__benchMarks.firstFrame.length >
          count,
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
