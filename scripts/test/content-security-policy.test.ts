/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  appContentSecurityPolicy,
  inlineScriptHashes,
  originsFromRemotesJson,
} from '../../tooling/csp/content-security-policy';

const REMOTES_JSON = JSON.stringify({
  apiUrl: 'https://api.school.example/',
  remotes: {
    admin: 'https://admin.school.example/mf-manifest.json',
    meeting: 'https://meeting.school.example/v2/mf-manifest.json',
    profile: 'https://admin.school.example/profile/mf-manifest.json',
  },
});
const PAGE =
  '<html><head><script src="/main.js"></script></head><body><script>boot()</script></body></html>';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe("the app page's Content-Security-Policy", () => {
  it('takes the origins from remotes.json, each once', () => {
    expect(originsFromRemotesJson(REMOTES_JSON)).toEqual({
      api: 'https://api.school.example',
      remotes: ['https://admin.school.example', 'https://meeting.school.example'],
    });
  });

  it('allows the inline script by its hash and no other inline script', () => {
    const hash = createHash('sha256').update('boot()').digest('base64');
    expect(inlineScriptHashes(PAGE)).toEqual([`'sha256-${hash}'`]);
    const script = directives(
      appContentSecurityPolicy(originsFromRemotesJson(REMOTES_JSON), PAGE),
    ).get('script-src');
    expect(script).toContain(`'sha256-${hash}'`);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it('connects only to our origins and the socket, frames nothing and is framed by nobody', () => {
    const policy = directives(appContentSecurityPolicy(originsFromRemotesJson(REMOTES_JSON), PAGE));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.school.example',
      'https://admin.school.example',
      'https://meeting.school.example',
      'wss://api.school.example',
    ]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('lets a hosted Jitsi server be framed and load its script, when the deployment uses one', () => {
    const policy = directives(
      appContentSecurityPolicy(
        { ...originsFromRemotesJson(REMOTES_JSON), video: ['https://meet.school.example'] },
        PAGE,
      ),
    );
    expect(policy.get('frame-src')).toEqual(['https://meet.school.example']);
    expect(policy.get('script-src')).toContain('https://meet.school.example');
  });
});
