import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from './demo';
import { signIn } from './session';

/** Keeps every RTCPeerConnection the page makes, so a test can read its getStats(). */
export function recordPeerConnections(): void {
  const Original = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      made.push(this);
    }
  };
}

export interface Person {
  context: BrowserContext;
  page: Page;
}

export interface OpenOptions {
  locale?: string;
  path?: string;
  password?: string;
  /** A phone-sized page, for instance. */
  viewport?: { width: number; height: number };
  /** Device pixels per CSS pixel (2 for a high-density screen); 1 when absent. */
  deviceScaleFactor?: number;
  /** Runs before any page script (a stored language choice, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** A signed-in browser context on /main (or `path`), recording its peer connections. */
export async function openAs(
  browser: Browser,
  email: string,
  {
    locale = 'en-US',
    path = '/main',
    password = DEMO.password,
    viewport,
    deviceScaleFactor,
    prepare,
  }: OpenOptions = {},
): Promise<Person> {
  const context = await browser.newContext({
    locale,
    ...(viewport ? { viewport } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  });
  await context.addInitScript(recordPeerConnections);
  await prepare?.(context);
  await signIn(context, email, password);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(email, 'pageerror', e.message));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

/** Media received by the page's live peer connection: video and audio bytes, decoded frames. */
export interface InboundMedia {
  videoBytes: number;
  audioBytes: number;
  framesDecoded: number;
}

export function inboundMedia(page: Page): Promise<InboundMedia> {
  return page.evaluate(async () => {
    const all = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const live = all.filter((pc) => pc.connectionState !== 'closed');
    const result = { videoBytes: 0, audioBytes: 0, framesDecoded: 0 };
    for (const pc of live) {
      const stats = await pc.getStats();
      stats.forEach(
        (report: {
          type: string;
          kind?: string;
          bytesReceived?: number;
          framesDecoded?: number;
        }) => {
          if (report.type !== 'inbound-rtp') return;
          if (report.kind === 'video') {
            result.videoBytes += report.bytesReceived ?? 0;
            result.framesDecoded += report.framesDecoded ?? 0;
          } else if (report.kind === 'audio') {
            result.audioBytes += report.bytesReceived ?? 0;
          }
        },
      );
    }
    return result;
  });
}

/** Waits until video frames are decoded and both video and audio bytes keep arriving. */
export async function expectMediaFlowing(page: Page): Promise<void> {
  await expect
    .poll(async () => (await inboundMedia(page)).framesDecoded, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const first = await inboundMedia(page);
  await expect
    .poll(
      async () => {
        const now = await inboundMedia(page);
        return now.videoBytes > first.videoBytes && now.audioBytes > first.audioBytes;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** A teacher on a student's /main: its table row on a wide screen, its card on a phone. */
export const teacherRow = (page: Page, name: string) =>
  page.getByRole('row', { name }).or(page.getByRole('listitem', { name }));
