import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FIRST_PAINT_ATTRIBUTE } from '../../shell/src/features/landing/first-paint-marks';
import { loginThroughApi } from './bench-browser';
import { DEMO } from './demo-logins';
import type { RunningPlatform } from './platform';

/** A page reloaded with a session (or, for the landing page, without one). */
interface ReloadScreen {
  /** How the screen is named in the budgets table. */
  label: string;
  route: string;
  heading: string;
  /** Who is signed in; none for the visitor's landing page. */
  email?: string;
}

/** The visitor's landing page: the yardstick the signed-in reloads are compared with. */
const LANDING: ReloadScreen = {
  label: 'landing (visitor)',
  route: '/',
  heading: 'Learn the Quran live with a qualified Sheikh',
};

/** The screens a signed-in person reloads or reopens many times a day. */
export const SIGNED_IN_SCREENS: readonly ReloadScreen[] = [
  {
    label: '/main (student)',
    route: '/main',
    heading: 'Find a teacher',
    email: DEMO.students[0]?.email ?? '',
  },
  {
    label: 'waiting room (teacher)',
    route: '/main',
    heading: 'Waiting room',
    email: DEMO.teachers[0]?.email ?? '',
  },
  { label: '/users (admin)', route: '/users', heading: 'Users', email: DEMO.admin.email },
  {
    label: '/profile (student)',
    route: '/profile',
    heading: 'My profile',
    email: DEMO.students[0]?.email ?? '',
  },
];

/** Reloads per screen; the p99 of this many is its slowest but one or two. */
export const RELOADS_PER_SCREEN = 25;

// The figures are those of the HTTP cache (hashed files cached for good, the rest revalidated),
// not of the service worker, which would serve everything from its own store.
const CONTEXT_OPTIONS = { locale: 'en-US', serviceWorkers: 'block' } as const;

export interface ReloadTimings {
  label: string;
  /**
   * Each reload's time from the navigation's start until the heading was visible, in
   * milliseconds, in the order taken.
   */
  samples: number[];
  p50: number;
  p99: number;
}

export interface SignedInReloads {
  landing: ReloadTimings;
  screens: ReloadTimings[];
}

/** The nearest-rank percentile (`fraction` of 1) of the samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) throw new Error('No samples to take a percentile of');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** What the page script records, on `window`. */
interface UsableMark {
  __usableAt?: number;
}

/**
 * Runs in every document before its scripts: records when the page's heading, rendered by the
 * app (not index.html's static first paint, whose buttons only record a click for later), is
 * first in the page and visible, in milliseconds since the navigation started. Taken from the
 * DOM's own changes, so no polling interval is counted.
 */
function recordUsable({ heading, firstPaint }: { heading: string; firstPaint: string }): void {
  const mark = window as UsableMark;
  // No named function inside: tsx would wrap it in a helper the page does not have.
  const observer = new MutationObserver(() => {
    if (mark.__usableAt !== undefined) return;
    const usable = Array.from(document.querySelectorAll('h1')).some(
      (element) =>
        element.textContent?.trim() === heading &&
        element.closest(`[${firstPaint}]`) === null &&
        element.checkVisibility(),
    );
    if (usable) {
      mark.__usableAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** One reload: from the navigation's start until the page's heading is visible. */
async function timedReload(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const usableAt = await page.waitForFunction(() => (window as UsableMark).__usableAt, undefined, {
    polling: 'raf',
  });
  return Number(await usableAt.jsonValue());
}

async function openContext(
  browser: Browser,
  platform: RunningPlatform,
  email?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  if (email)
    await loginThroughApi(context, platform.api.url, platform.shellUrl, email, DEMO.password);
  return context;
}

async function measureScreen(
  browser: Browser,
  platform: RunningPlatform,
  screen: ReloadScreen,
): Promise<ReloadTimings> {
  const context = await openContext(browser, platform, screen.email);
  try {
    await context.addInitScript(recordUsable, {
      heading: screen.heading,
      firstPaint: FIRST_PAINT_ATTRIBUTE,
    });
    const page = await context.newPage();
    // The first visit fills the HTTP cache; only the reloads after it are timed.
    await page.goto(`${platform.shellUrl}${screen.route}`);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const samples: number[] = [];
    for (let index = 0; index < RELOADS_PER_SCREEN; index += 1) {
      samples.push(await timedReload(page));
    }
    return {
      label: screen.label,
      samples,
      p50: percentile(samples, 0.5),
      p99: percentile(samples, 0.99),
    };
  } finally {
    await context.close();
  }
}

/**
 * How long a reload takes until the page's heading is visible, with a warm HTTP cache: for a
 * visitor's landing page, and with a session for each signed-in screen, in the same run so the
 * two can be compared on a noisy machine.
 */
export async function measureSignedInReloads(
  browser: Browser,
  platform: RunningPlatform,
): Promise<SignedInReloads> {
  const landing = await measureScreen(browser, platform, LANDING);
  const screens: ReloadTimings[] = [];
  for (const screen of SIGNED_IN_SCREENS)
    screens.push(await measureScreen(browser, platform, screen));
  return { landing, screens };
}
