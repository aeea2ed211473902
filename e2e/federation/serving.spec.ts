import { expect, test } from '@playwright/test';
import { E2E_PORTS, SHELL_URL } from '../support/platform';

const ADMIN_URL = `http://localhost:${E2E_PORTS.admin}`;

test('entry points are revalidated on every load, so a redeploy is seen at once', async ({
  request,
}) => {
  for (const url of [
    `${SHELL_URL}/`,
    `${SHELL_URL}/remotes.json`,
    `${ADMIN_URL}/mf-manifest.json`,
    `${ADMIN_URL}/remoteEntry.js`,
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
});

test('hashed files are cached for good and every file is compressed', async ({ request }) => {
  const manifest = (await (await request.get(`${ADMIN_URL}/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  if (!chunk) throw new Error('the admin manifest names no chunk');
  const response = await request.get(`${ADMIN_URL}/${chunk}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('remotes answer cross-origin fetches and the shell falls back to its page for app routes', async ({
  request,
}) => {
  const manifest = await request.get(`${ADMIN_URL}/mf-manifest.json`, {
    headers: { Origin: SHELL_URL },
  });
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const route = await request.get(`${SHELL_URL}/users`);
  expect(route.status()).toBe(200);
  expect(await route.text()).toContain('<div id="root"></div>');
  const missingAsset = await request.get(`${SHELL_URL}/missing.js`);
  expect(missingAsset.status()).toBe(404);
});
