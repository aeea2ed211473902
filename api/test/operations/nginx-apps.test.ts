import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  appContentSecurityPolicy,
  inlineScriptHashes,
} from '../../../tooling/csp/content-security-policy';
import { nginxUnavailable, OwnNginx } from './own-nginx';
import { freePort } from './own-servers';

const PAGE = '<!doctype html><title>app</title><script>window.firstPaint = 1;</script>';
const HASHED = 'main.0123456789.js';
const MINIMAL_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
const ORIGINS = {
  api: 'https://api.school.example',
  remotes: ['https://admin.school.example', 'https://meeting.school.example'],
  video: ['https://meet.school.example'],
};

/** A built app folder: the shell's has its page and the build's page-policy.conf. */
function appFolder(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}

describe('the deployment nginx serving the apps', { skip: nginxUnavailable() ?? false }, () => {
  let nginx: OwnNginx;
  let shellPort: number;
  let remotePort: number;
  const root = mkdtempSync(path.join(os.tmpdir(), 'quran-apps-'));

  before(async () => {
    const shell = appFolder(root, 'shell', {
      'index.html': PAGE,
      [HASHED]: 'console.log(1)',
      'remotes.json': '{}',
      // What tooling/csp/write-page-policy.ts writes after the shell's build.
      'page-policy.conf': `set $ql_page_scripts "${inlineScriptHashes(PAGE).join(' ')}";\n`,
    });
    const meeting = appFolder(root, 'meeting', {
      'mf-manifest.json': '{}',
      [HASHED]: 'console.log(2)',
    });
    shellPort = await freePort();
    remotePort = await freePort();
    nginx = await OwnNginx.startWith(
      shellPort,
      [
        '  server {',
        `    listen 127.0.0.1:${shellPort};`,
        `    root ${shell};`,
        `    set $ql_api "${ORIGINS.api}";`,
        `    set $ql_socket "wss://api.school.example";`,
        `    set $ql_remotes "${ORIGINS.remotes.join(' ')}";`,
        `    set $ql_video "${ORIGINS.video.join(' ')}";`,
        `    set $ql_frames "${ORIGINS.video.join(' ')}";`,
        `    include ${shell}/page-policy.conf;`,
        '    include quran-live/app-static.conf;',
        '    include quran-live/shell-locations.conf;',
        '  }',
        '  server {',
        `    listen 127.0.0.1:${remotePort};`,
        `    root ${meeting};`,
        '    include quran-live/app-static.conf;',
        '    include quran-live/remote-locations.conf;',
        '  }',
      ].join('\n'),
    );
  });
  after(async () => {
    await nginx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const shellUrl = (url: string) => `http://127.0.0.1:${shellPort}${url}`;
  const remoteUrl = (url: string) => `http://127.0.0.1:${remotePort}${url}`;

  function assertSecurityHeaders(res: Response, url: string): void {
    assert.equal(res.headers.get('x-frame-options'), 'DENY', url);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
    assert.match(
      res.headers.get('permissions-policy') ?? '',
      /camera=\(self\), microphone=\(self\)/,
    );
    assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
  }

  it("sends the page the same Content-Security-Policy the apps' own servers compute", async () => {
    const expected = appContentSecurityPolicy(ORIGINS, PAGE);
    for (const url of ['/', '/main', '/users/42', '/index.html']) {
      const res = await fetch(shellUrl(url));
      assert.equal(res.status, 200, url);
      assert.equal(await res.text(), PAGE, url);
      assertSecurityHeaders(res, url);
      assert.equal(res.headers.get('cache-control'), 'no-cache', url);
      assert.deepEqual(
        new Set(res.headers.get('content-security-policy')?.split('; ')),
        new Set(expected.split('; ')),
        url,
      );
    }
  });

  it('keeps hashed files a year, revalidates the rest, and never answers the page for a file', async () => {
    const hashed = await fetch(shellUrl(`/${HASHED}`));
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(hashed.headers.get('content-security-policy'), MINIMAL_POLICY);
    assertSecurityHeaders(hashed, HASHED);
    const remotes = await fetch(shellUrl('/remotes.json'));
    assert.equal(remotes.headers.get('cache-control'), 'no-cache');
    assert.equal(remotes.headers.get('content-security-policy'), MINIMAL_POLICY);
    for (const missing of ['/missing.js', '/page-policy.conf', `/${HASHED}.map`]) {
      assert.equal((await fetch(shellUrl(missing))).status, 404, missing);
    }
  });

  it('serves a remote to any origin, with the same headers', async () => {
    for (const url of ['/mf-manifest.json', `/${HASHED}`]) {
      const res = await fetch(remoteUrl(url), { headers: { origin: 'https://app.example' } });
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', url);
      assert.equal(res.headers.get('content-security-policy'), MINIMAL_POLICY, url);
      assertSecurityHeaders(res, url);
    }
    assert.equal((await fetch(remoteUrl('/main'))).status, 404);
  });
});
