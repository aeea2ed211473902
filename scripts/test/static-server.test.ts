/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SECURITY_HEADERS, startStaticServer } from '../lib/static-server';

let server: Server;
let origin: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log(1)');
  server = await startStaticServer({ root, port: 0, spaFallback: true });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  it('sends the security headers with every answer, found or not', async () => {
    for (const url of ['/', '/main.0123456789.js', '/missing.js']) {
      const res = await fetch(`${origin}${url}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name)).toBe(value);
    }
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('permissions-policy')).toContain('microphone=(self)');
  });

  it("sends the app page's own policy on its pages only", async () => {
    const strict = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      pagePolicy: "default-src 'self'; frame-ancestors 'none'",
    });
    const strictOrigin = `http://127.0.0.1:${(strict.address() as AddressInfo).port}`;
    try {
      for (const url of ['/', '/main', '/index.html']) {
        const page = await fetch(`${strictOrigin}${url}`);
        expect(page.headers.get('content-security-policy')).toBe(
          "default-src 'self'; frame-ancestors 'none'",
        );
      }
      const script = await fetch(`${strictOrigin}/main.0123456789.js`);
      expect(script.headers.get('content-security-policy')).toBe(
        SECURITY_HEADERS['Content-Security-Policy'],
      );
    } finally {
      await new Promise((resolve) => strict.close(resolve));
    }
  });

  it('answers broken percent-encoding with 400, not 500', async () => {
    for (const url of ['/%E0%A4%A', '/%', '/assets/%zz.js']) {
      expect((await fetch(`${origin}${url}`)).status).toBe(400);
    }
  });

  it('never serves a file outside its folder', async () => {
    // A path with no extension is a client-side route: the app's page, never the file.
    const route = await fetch(`${origin}/..%2F..%2Fetc%2Fpasswd`);
    expect(await route.text()).toBe('<!doctype html><title>app</title>');
    const file = await fetch(`${origin}/..%2F..%2Fetc%2Fhost.conf`);
    expect(file.status).toBe(404);
  });
});
