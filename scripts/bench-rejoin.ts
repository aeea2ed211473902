// `npm run bench:rejoin`: how fast a lesson comes back after a reload, in real browsers against
// the production build. One p2p call is placed and answered; then each side in turn reloads
// its page (BENCH_REJOINS times in all), and each sample is the time from the reload to the
// moment both pages decode the other's video again (the first remote frame of the new peer
// connection on each side). Frame times are taken inside the pages (wall clock).
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

const SAMPLES = Number(process.env.BENCH_REJOINS ?? 20);
const GOALS = { p50Ms: 3000, p99Ms: 6000 };

const teacher = DEMO.teachers[0];
const student = DEMO.students[0];
if (!teacher || !student) throw new Error('demo accounts missing');

/** Waits until the page has decoded remote video on more peer connections than `count`. */
const framesBeyond = (page: Page, count: number) =>
  page.waitForFunction(
    (seen) =>
      (window as unknown as { __benchMarks: BenchMarks }).__benchMarks.firstFrame.length > seen,
    count,
    { timeout: 30_000 },
  );

const samples: { teacher: number[]; student: number[] } = { teacher: [], student: [] };
await withBenchPlatform(async (platform) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: BENCH_CHROMIUM_ARGS,
  });
  try {
    const sheikh = await openBenchPage(browser, platform, teacher.email);
    const learner = await openBenchPage(browser, platform, student.email);
    await learner
      .getByRole('row', { name: teacher.name })
      .getByRole('button', { name: `Call ${teacher.name}` })
      .click();
    await sheikh.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
    await Promise.all([framesBeyond(sheikh, 0), framesBeyond(learner, 0)]);

    for (let i = 0; i < SAMPLES; i += 1) {
      const [reloaded, stayed, into] =
        i % 2 === 0 ? [learner, sheikh, samples.student] : [sheikh, learner, samples.teacher];
      const stayedBefore = (await marksOf(stayed)).firstFrame.length;
      const startedAt = Date.now();
      await reloaded.reload();
      // The reloaded page starts counting from nothing; the other builds a new connection.
      await Promise.all([framesBeyond(reloaded, 0), framesBeyond(stayed, stayedBefore)]).catch(
        async (error: unknown) => {
          const status = (page: Page) =>
            page
              .getByTestId('meeting-view')
              .getAttribute('data-status', { timeout: 1000 })
              .catch(() => 'none');
          console.error(
            `sample ${i}: reloaded ${await status(reloaded)} ${JSON.stringify(await marksOf(reloaded))}, stayed ${await status(stayed)} ${JSON.stringify(await marksOf(stayed))} before ${stayedBefore}`,
          );
          throw error;
        },
      );
      const last = Math.max(
        (await marksOf(reloaded)).firstFrame.at(-1)!,
        (await marksOf(stayed)).firstFrame.at(-1)!,
      );
      into.push(last - startedAt);
    }
  } finally {
    await browser.close();
  }
});

const row = (name: string, values: number[], goal: string) =>
  console.log(
    `${name.padEnd(44)} ${String(values.length).padStart(4)} ${percentile(values, 50).toFixed(0).padStart(8)} ${percentile(values, 99).toFixed(0).padStart(8)}  ${goal}`,
  );
const goal = `p50 <= ${GOALS.p50Ms}, p99 <= ${GOALS.p99Ms}`;
console.log('\nRejoin after a reload (ms, reload -> both sides decode video again)\n');
console.log(
  `${'who reloads'.padEnd(44)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  goal`,
);
row('student', samples.student, goal);
row('teacher', samples.teacher, goal);
row('either', [...samples.student, ...samples.teacher], goal);
