import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser';
import { ROOT } from './paths';
import { runOrThrow } from './run';

/**
 * Lighthouse lives in its own package, installed on demand (only the bench needs it, and its
 * dependency tree is large). It runs on the project's own Node (24, which Lighthouse 13's
 * Node >= 22 requirement is met by).
 */
const LIGHTHOUSE_DIR = path.join(ROOT, 'tooling/lighthouse');
const LIGHTHOUSE_CLI = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  /** Lighthouse's own measure of the host CPU (higher is faster; a recent laptop is ~1500+). */
  benchmarkIndex: number;
  /** How many times slower than the host the simulated phone's CPU was. */
  cpuSlowdownMultiplier: number;
}

/**
 * The phone Lighthouse simulates, as a benchmark index: Lighthouse's default 4x slowdown on the
 * host these budgets were set on (index ~2800) makes a phone of ~700, a mid-tier mobile in
 * Lighthouse's own table (docs/throttling.md, "Calibrating the CPU slowdown").
 */
export const SIMULATED_PHONE_INDEX = 700;
const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host the same simulated phone: a fixed 4x would make a host
 * that other work slows down (a shared CI machine) a slower phone than the budget was set for,
 * and a faster host a faster one. Within Lighthouse's documented range of 1x to 10x.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex / SIMULATED_PHONE_INDEX;
  return Math.round(Math.min(10, Math.max(1, multiplier)) * 10) / 10;
}

/** Installs tooling/lighthouse when it is missing or older than its lock file. */
export async function ensureLighthouse(): Promise<void> {
  const marker = path.join(LIGHTHOUSE_DIR, 'node_modules/.package-lock.json');
  const lock = path.join(LIGHTHOUSE_DIR, 'package-lock.json');
  const fresh =
    existsSync(marker) &&
    existsSync(LIGHTHOUSE_CLI) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing Lighthouse into tooling/lighthouse...');
  await runOrThrow('npm', ['ci', '--no-audit', '--no-fund'], { cwd: LIGHTHOUSE_DIR });
  if (!existsSync(LIGHTHOUSE_CLI))
    throw new Error(`npm ci in ${LIGHTHOUSE_DIR} did not install Lighthouse`);
}

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

function numeric(report: LighthouseReport, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no value for ${audit}`);
  return value;
}

function score(report: LighthouseReport, category: 'performance' | 'accessibility'): number {
  const value = report.categories[category].score;
  if (value === null) throw new Error(`Lighthouse could not score ${category}`);
  return Math.round(value * 100);
}

/**
 * One Lighthouse run of `url` with its default (mobile) settings: a Moto G Power-sized screen,
 * simulated slow 4G and a CPU `cpuSlowdownMultiplier` times slower than the host's (Lighthouse's
 * default is 4), in Debian's Chromium.
 */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier = LIGHTHOUSE_DEFAULT_SLOWDOWN,
): Promise<LighthouseRun> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'quran-live-lighthouse-'));
  const output = path.join(outDir, 'report.json');
  try {
    await runOrThrow(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    return {
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      lcpMs: numeric(report, 'largest-contentful-paint'),
      cumulativeLayoutShift: numeric(report, 'cumulative-layout-shift'),
      totalBlockingTimeMs: numeric(report, 'total-blocking-time'),
      firstContentfulPaintMs: numeric(report, 'first-contentful-paint'),
      benchmarkIndex: report.environment.benchmarkIndex,
      cpuSlowdownMultiplier,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Runs Lighthouse `times` times and takes the median of each figure. A first run with the
 * default slowdown only measures the host; the counted runs use the slowdown calibrated from it.
 */
export async function medianLighthouse(url: string, times: number): Promise<LighthouseRun> {
  console.log(`Lighthouse calibration run on ${url}...`);
  const calibration = await runLighthouse(url);
  const slowdown = calibratedSlowdown(calibration.benchmarkIndex);
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < times; index += 1) {
    console.log(`Lighthouse run ${index + 1} of ${times} on ${url} (CPU ${slowdown}x slower)...`);
    runs.push(await runLighthouse(url, slowdown));
  }
  const medianOf = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    performance: medianOf((run) => run.performance),
    accessibility: medianOf((run) => run.accessibility),
    lcpMs: medianOf((run) => run.lcpMs),
    cumulativeLayoutShift: medianOf((run) => run.cumulativeLayoutShift),
    totalBlockingTimeMs: medianOf((run) => run.totalBlockingTimeMs),
    firstContentfulPaintMs: medianOf((run) => run.firstContentfulPaintMs),
    benchmarkIndex: medianOf((run) => run.benchmarkIndex),
    cpuSlowdownMultiplier: slowdown,
  };
}
