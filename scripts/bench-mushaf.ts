// `npm run bench:mushaf`: how the shared mushaf feels, in real browsers against the production
// build, during a real call: the teacher taps "Next page" -> the student's screen shows that
// page's text (p50 over 50 turns), and a page's render after its data has arrived.
// Times are taken inside the pages (performance.timeOrigin + performance.now(), a wall clock
// shared by both pages), so the test driver's polling never adds to them.
import { chromium, type Browser, type Page } from 'playwright-core';
import { loginThroughApi } from './lib/bench-browser';
import { withBenchPlatform } from './lib/bench-platform';
import { CHROMIUM_PATH } from './lib/browser';
import { DEMO } from './lib/demo-logins';

const TURNS = Number(process.env.BENCH_TURNS ?? 50);
const GOALS = { turnP50Ms: 150, renderP50Ms: 100 };
// The server allows ten page turns a second per socket, with a burst; stay under it.
const PAUSE_MS = 120;

const teacher = DEMO.teachers[0];
const student = DEMO.students[0];
if (!teacher || !student) throw new Error('demo accounts missing');

/** Runs in both pages: stamps "Next page" clicks and every page the mushaf shows. */
function instrumentPage(): void {
  const clock = () => performance.timeOrigin + performance.now();
  const marks = { clicked: [] as number[], shown: new Map<number, number>() };
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target?.dataset.benchClick !== undefined) marks.clicked.push(clock());
    },
    true,
  );
  new MutationObserver(() => {
    const page = document.querySelector('[data-testid="mushaf-page"]');
    const number = Number(page?.getAttribute('data-page'));
    if (number && !marks.shown.has(number)) marks.shown.set(number, clock());
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

interface Marks {
  clicked: number[];
  shown: Map<number, number>;
}
const clickedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks.clicked.at(-1)!);
const shownAt = (page: Page, number: number) =>
  page.evaluate(
    (n) => (window as unknown as { __benchMarks: Marks }).__benchMarks.shown.get(n) ?? null,
    number,
  );
/** Data -> shown for one page, from the performance marks the mushaf panel sets. */
const renderMs = (page: Page, number: number) =>
  page.evaluate((n) => {
    const data = performance.getEntriesByName(`mushaf-page-${n}-data`).at(-1);
    const shown = performance.getEntriesByName(`mushaf-page-${n}-shown`).at(-1);
    return data && shown ? shown.startTime - data.startTime : null;
  }, number);

async function openAs(browser: Browser, shellUrl: string, apiUrl: string, email: string) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  // tsx keeps function names by wrapping them in a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(instrumentPage);
  await loginThroughApi(context, apiUrl, shellUrl, email, DEMO.password);
  const page = await context.newPage();
  await page.goto(`${shellUrl}/main`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const turnMs: number[] = [];
const renders: number[] = [];
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
    await learner
      .getByRole('row', { name: teacher.name })
      .getByRole('button', { name: `Call ${teacher.name}` })
      .click();
    await sheikh.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
    await sheikh.getByRole('button', { name: 'Open the mushaf' }).click();
    await sheikh.getByTestId('mushaf-page').waitFor({ timeout: 30_000 });
    // The first turn opens the student's mushaf; the measured turns start from there.
    const next = sheikh.getByRole('button', { name: 'Next page' });
    await next.click();
    await learner
      .locator('[data-testid="mushaf-page"][data-page="2"]')
      .waitFor({ timeout: 30_000 });
    await next.evaluate((button) => button.setAttribute('data-bench-click', ''));
    for (let page = 3; page < 3 + TURNS; page += 1) {
      await next.click();
      await learner.locator(`[data-testid="mushaf-page"][data-page="${page}"]`).waitFor();
      const shown = await shownAt(learner, page);
      if (shown === null) throw new Error(`page ${page} was never seen`);
      turnMs.push(shown - (await clickedAt(sheikh)));
      const rendered = await renderMs(learner, page);
      if (rendered !== null) renders.push(rendered);
      await learner.waitForTimeout(PAUSE_MS);
    }
    await sheikh.getByRole('button', { name: 'Hang up' }).click();
  } finally {
    await browser.close();
  }
});

const row = (name: string, values: number[], goal: string) =>
  console.log(
    `${name.padEnd(52)} ${String(values.length).padStart(4)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}  ${goal}`,
  );
console.log('\nShared mushaf timings (ms, measured in the pages)\n');
console.log(
  `${'step'.padEnd(52)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  goal`,
);
row("teacher's Next page -> the student's screen shows it", turnMs, `p50 <= ${GOALS.turnP50Ms}`);
row('page data -> page rendered (student)', renders, `p50 <= ${GOALS.renderP50Ms}`);
const broken =
  percentile(turnMs, 50) > GOALS.turnP50Ms || percentile(renders, 50) > GOALS.renderP50Ms;
process.exitCode = broken ? 1 : 0;
