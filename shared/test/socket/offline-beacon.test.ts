import { setApiUrl } from '../../src/config/runtime-config';
import { SET_OFFLINE_PATH, sendOfflineBeacon } from '../../src/socket/offline-beacon';

interface Sent {
  url: string;
  type: string;
  body: string;
}

let beacons: { url: string; data: Blob }[];
let beaconAccepts: boolean | 'throws';
let keepaliveRequests: { url: string; init: RequestInit }[];

// jsdom's Blob has no text(); FileReader reads it the old way.
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function sentBeacons(): Promise<Sent[]> {
  return Promise.all(
    beacons.map(async ({ url, data }) => ({ url, type: data.type, body: await blobText(data) })),
  );
}

beforeEach(() => {
  setApiUrl('https://api.example.org');
  beacons = [];
  keepaliveRequests = [];
  beaconAccepts = true;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      if (beaconAccepts === 'throws') throw new TypeError('beacon refused');
      beacons.push({ url, data });
      return beaconAccepts;
    },
  });
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    value: (url: string, init: RequestInit) => {
      keepaliveRequests.push({ url, init });
      return Promise.resolve(undefined);
    },
  });
});

afterEach(() => {
  // jsdom has neither: leave the environment as the next file expects it.
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('sendOfflineBeacon', () => {
  it('beacons POST /auth/set-offline with { userId } as an application/json Blob', async () => {
    sendOfflineBeacon('u7');
    expect(await sentBeacons()).toEqual([
      {
        url: `https://api.example.org${SET_OFFLINE_PATH}`,
        type: 'application/json',
        body: '{"userId":"u7"}',
      },
    ]);
    expect(keepaliveRequests).toEqual([]);
  });

  it.each([null, undefined, ''])('sends nothing without a user id (%j)', (userId) => {
    sendOfflineBeacon(userId);
    expect(beacons).toEqual([]);
    expect(keepaliveRequests).toEqual([]);
  });

  it.each([false, 'throws'] as const)(
    'falls back to a keepalive request when the beacon is refused (%s)',
    (refusal) => {
      beaconAccepts = refusal;
      sendOfflineBeacon('u7');
      expect(keepaliveRequests).toHaveLength(1);
      const [request] = keepaliveRequests;
      expect(request?.url).toBe('https://api.example.org/auth/set-offline');
      expect(request?.init).toMatchObject({
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        body: '{"userId":"u7"}',
      });
    },
  );
});
