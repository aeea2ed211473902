import { getAppVersion } from '../../../src/features/pwa/api/get-app-version';
import { answerJson } from '../../support/answer-json';

/** The API's answer to GET /config. */
const answerConfig = (appVersion: string) =>
  answerJson({
    data: { app_version: appVersion, video: { provider: 'p2p', domain: null, iceServers: [] } },
  });

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
