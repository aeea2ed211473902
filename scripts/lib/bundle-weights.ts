import type { Browser, Page } from 'playwright-core';
import { loginThroughApi, scriptBytesDuring, type ScriptBytes } from './bench-browser';
import { DEMO } from './demo-logins';
import type { RunningPlatform } from './platform';
import { PHONE } from './viewports';

export interface ScreenWeight extends ScriptBytes {
  /** `landing`, or the remote screen's route (with ` (phone)` when measured on a phone). */
  screen: string;
  label: string;
  /** What the remote's own server sent, as opposed to shell chunks (shared modules, layout). */
  remoteBytes: number;
}

interface RemoteScreen {
  route: string;
  label: string;
  heading: string;
  email: string;
  /** Measured on a phone-sized viewport, where the admin tables are cards. */
  phone?: boolean;
}

const REMOTE_SCREENS: readonly RemoteScreen[] = [
  {
    route: '/users',
    label: 'admin remote: /users',
    heading: 'Users',
    email: DEMO.superadmin.email,
  },
  {
    route: '/users',
    label: 'admin remote: /users on a phone',
    heading: 'Users',
    email: DEMO.superadmin.email,
    phone: true,
  },
  {
    route: '/rooms',
    label: 'admin remote: /rooms',
    heading: 'Meeting rooms',
    email: DEMO.superadmin.email,
  },
  {
    route: '/rooms',
    label: 'admin remote: /rooms on a phone',
    heading: 'Meeting rooms',
    email: DEMO.superadmin.email,
    phone: true,
  },
  {
    route: '/main',
    label: 'meeting remote: /main',
    heading: 'Find a teacher',
    email: DEMO.students[0]?.email ?? '',
  },
  {
    route: '/profile',
    label: 'profile remote: /profile',
    heading: 'My profile',
    email: DEMO.students[0]?.email ?? '',
  },
];

const SETTLE_PAUSE_MS = 1000;

// Once the shell's service worker controls the page, what it serves has no bytes on the wire
// in Chromium's log: the figures are those of a first visit, without it.
const CONTEXT_OPTIONS = { locale: 'en-US', serviceWorkers: 'block' } as const;

/** Client-side navigation, as a link in the shell would do it: the shell stays loaded. */
async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * The landing page, fully settled. `networkidle` alone is not enough on a slow machine: the
 * entry script can take longer to run than the 500 ms of silence it waits for.
 */
async function openLanding(page: Page, url: string, signedIn: boolean): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Signed in, the role panel links to the user's screens once the session has started.
  if (signedIn) await page.locator('main a[href^="/"]').first().waitFor();
  await settle(page);
}

/**
 * Network idle, twice with a pause between: what a signed-in page loads once the session is
 * known (the call layer of the meeting remote) can start after a first quiet moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_PAUSE_MS);
  await page.waitForLoadState('networkidle');
}

function withRemoteBytes(
  screen: string,
  label: string,
  shellUrl: string,
  bytes: ScriptBytes,
): ScreenWeight {
  const remoteBytes = bytes.scripts
    .filter((script) => !script.url.startsWith(shellUrl))
    .reduce((sum, script) => sum + script.bytes, 0);
  return { screen, label, remoteBytes, ...bytes };
}

/**
 * How much JavaScript (gzip bytes on the wire, from Chromium's network log) the landing page
 * loads for a visitor, and how much more each remote's first screen adds on top of the already
 * loaded shell for a signed-in user.
 */
export async function measureBundleWeights(
  browser: Browser,
  platform: RunningPlatform,
): Promise<ScreenWeight[]> {
  const { shellUrl } = platform;
  const results: ScreenWeight[] = [];

  const visitor = await browser.newContext(CONTEXT_OPTIONS);
  const landing = await visitor.newPage();
  results.push(
    withRemoteBytes(
      'landing',
      'landing (first load)',
      shellUrl,
      await scriptBytesDuring(landing, () => openLanding(landing, shellUrl, false)),
    ),
  );
  await visitor.close();

  for (const { route, label, heading, email, phone = false } of REMOTE_SCREENS) {
    const context = await browser.newContext({
      ...CONTEXT_OPTIONS,
      ...(phone ? { viewport: PHONE } : {}),
    });
    await loginThroughApi(context, platform.api.url, shellUrl, email, DEMO.password);
    const page = await context.newPage();
    await openLanding(page, shellUrl, true);
    const measured = await scriptBytesDuring(page, async () => {
      await navigateInApp(page, route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settle(page);
    });
    const screen = phone ? `${route} (phone)` : route;
    results.push(withRemoteBytes(screen, `${label} (beyond the shell)`, shellUrl, measured));
    await context.close();
  }
  return results;
}
