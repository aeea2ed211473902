import type { BrowserContext, Page } from 'playwright-core';

/** Signs a browser context in through the real API, so its cookies are the app's session. */
export async function loginThroughApi(
  context: BrowserContext,
  apiUrl: string,
  origin: string,
  contact: string,
  password: string,
): Promise<void> {
  const response = await context.request.post(`${apiUrl}/auth/login`, {
    data: { contact, password },
    headers: { Origin: origin },
  });
  if (!response.ok())
    throw new Error(`Login of ${contact} failed: ${response.status()} ${await response.text()}`);
}

export interface ScriptBytes {
  bytes: number;
  files: number;
  /** Each script's URL and encoded size, largest first. */
  scripts: Array<{ url: string; bytes: number }>;
}

/**
 * Sums the encoded (on-the-wire) size of every script the page fetches while `action` runs,
 * from Chromium's own network log.
 */
export async function scriptBytesDuring(
  page: Page,
  action: () => Promise<unknown>,
): Promise<ScriptBytes> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map<string, string>();
  const scripts: ScriptBytes['scripts'] = [];
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, event.response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) scripts.push({ url, bytes: event.encodedDataLength });
  });
  await action();
  await session.detach();
  scripts.sort((a, b) => b.bytes - a.bytes);
  return {
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    files: scripts.length,
    scripts,
  };
}
