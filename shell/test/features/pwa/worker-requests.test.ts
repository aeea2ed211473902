import {
  isHashedScript,
  isRemoteEntryPoint,
  isRuntimeConfig,
} from '../../../src/service-worker/request-matchers';
import { WORKER_MESSAGES, workerMessageTypeOf } from '../../../src/service-worker/worker-messages';

const SHELL = 'https://quran.example';
const url = (href: string) => new URL(href, SHELL);

describe("the worker's runtime routes", () => {
  it("take remotes.json from the shell's own origin only", () => {
    expect(isRuntimeConfig(url('/remotes.json'), SHELL)).toBe(true);
    expect(isRuntimeConfig(url('/remotes.json?x=1'), SHELL)).toBe(true);
    expect(isRuntimeConfig(url('https://admin.example/remotes.json'), SHELL)).toBe(false);
    expect(isRuntimeConfig(url('/config/remotes.json'), SHELL)).toBe(false);
  });

  it("recognise a remote's entry points on any origin", () => {
    expect(isRemoteEntryPoint(url('https://admin.example/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntryPoint(url('https://cdn.example/meeting/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntryPoint(url('https://admin.example/main.0123456789.js'))).toBe(false);
  });

  it('treat only content-hashed scripts as immutable', () => {
    expect(
      isHashedScript(url('https://admin.example/__federation_expose_Users.3f9a0b1c2d.js')),
    ).toBe(true);
    expect(isHashedScript(url('/1100.54c71576ad.js'))).toBe(true);
    expect(isHashedScript(url('/service-worker.js'))).toBe(false);
    expect(isHashedScript(url('/main.js'))).toBe(false);
    expect(isHashedScript(url('/1100.54c71576ad.js.map'))).toBe(false);
  });
});

it('reads only the messages it knows', () => {
  expect(workerMessageTypeOf({ type: 'SKIP_WAITING' })).toBe(WORKER_MESSAGES.skipWaiting);
  expect(workerMessageTypeOf({ type: 'CLEAR_CACHES' })).toBe(WORKER_MESSAGES.clearCaches);
  expect(workerMessageTypeOf({ type: 'OTHER' })).toBeNull();
  expect(workerMessageTypeOf('SKIP_WAITING')).toBeNull();
  expect(workerMessageTypeOf(null)).toBeNull();
});
