import { setApiUrl } from '@app/shared';
import { getAppVersion } from '../../../src/features/pwa/api/get-app-version';

/** The API's answer to GET /config, through the API client's fetch (jsdom has no network). */
function answerConfig(appVersion: string): jest.Mock {
  setApiUrl('http://api.test');
  const fetchMock = jest.fn(
    async () =>
      ({
        status: 200,
        ok: true,
        statusText: '',
        headers: { get: () => 'application/json' },
        text: async () =>
          JSON.stringify({
            data: {
              app_version: appVersion,
              video: { provider: 'p2p', domain: null, iceServers: [] },
            },
          }),
        body: null,
      }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

it('reads app_version from GET /config, with a timeout', async () => {
  const fetchMock = answerConfig('4.2.0');
  await expect(getAppVersion()).resolves.toBe('4.2.0');
  expect(fetchMock).toHaveBeenCalledWith(
    'http://api.test/config',
    expect.objectContaining({ method: 'GET', signal: expect.any(AbortSignal) }),
  );
});

it.each([[''], ['  ']])('fails on a blank app_version: %j', async (version) => {
  answerConfig(version);
  await expect(getAppVersion()).rejects.toThrow('app_version');
});
