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
  stepsSince,
  type BenchMarks,
  type BenchStep,
} from './lib/call-bench-pages';
import { CHROMIUM_PATH } from './lib/browser';
import { DEMO } from './lib/demo-logins';

const RING_SAMPLES = Number(process.env.BENCH_CALLS ?? 50);
const MEDIA_SAMPLES = Number(process.env.BENCH_MEDIA_CALLS ?? 5);
const GOALS = { ringP50Ms: 100, firstFrameP50Ms: 600, firstFrameP99Ms: 1200 };

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
type Side = keyof typeof firstFrameMs;
/** Each media call's steps on each side, from Accept to that side's first frame. */
const timelines: Array<Record<Side, BenchStep[]> & { accepted: number }> = [];
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
      await overlay.waitFor();
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
      const teacherFrame = (await marksOf(sheikh)).firstFrame.at(-1)!;
      const studentFrame = (await marksOf(learner)).firstFrame.at(-1)!;
      firstFrameMs.teacher.push(teacherFrame - accepted);
      firstFrameMs.student.push(studentFrame - accepted);
      timelines.push({
        accepted,
        teacher: (await stepsSince(sheikh, accepted)).filter(({ at }) => at <= teacherFrame),
        student: (await stepsSince(learner, accepted)).filter(({ at }) => at <= studentFrame),
      });

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
const frameGoal = `p50 <= ${GOALS.firstFrameP50Ms}, p99 <= ${GOALS.firstFrameP99Ms}`;
row('Accept -> first remote frame (teacher)', firstFrameMs.teacher, frameGoal);
row('Accept -> first remote frame (student)', firstFrameMs.student, frameGoal);

/**
 * Where the time goes: when each step first happens after Accept (p50 over the calls), and how
 * many messages (socket.io events and answers, ICE candidates relayed as p2p:signal among them,
 * and HTTP requests) each side exchanged until its first frame; the transport's pings are not
 * counted.
 */
function stepTable(): void {
  console.log('\nAccept -> first frame, step by step (ms after Accept, p50; first occurrence)\n');
  for (const side of ['teacher', 'student'] as const) {
    const offsets = new Map<string, number[]>();
    for (const timeline of timelines) {
      const { accepted } = timeline;
      const seen = new Set<string>();
      for (const { at, step } of timeline[side]) {
        if (seen.has(step) || step.startsWith('http done')) continue;
        seen.add(step);
        offsets.set(step, [...(offsets.get(step) ?? []), at - accepted]);
      }
    }
    const ordered = [...offsets].sort(([, a], [, b]) => percentile(a, 50) - percentile(b, 50));
    for (const [step, values] of ordered) {
      console.log(
        `${side.padEnd(8)} ${step.padEnd(36)} ${percentile(values, 50).toFixed(1).padStart(8)}`,
      );
    }
    const messages = timelines.map(
      (timeline) =>
        timeline[side].filter(
          ({ step }) => /^(out|in|http) /.test(step) && !step.startsWith('http done'),
        ).length,
    );
    console.log(
      `${side.padEnd(8)} ${'messages, Accept -> first frame'.padEnd(36)} ${String(percentile(messages, 50)).padStart(8)}\n`,
    );
  }
}
stepTable();
