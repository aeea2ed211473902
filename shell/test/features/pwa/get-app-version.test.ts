import { apiClient } from '@app/shared';
import { CONFIG_PATH, getAppVersion } from '../../../src/features/pwa/api/get-app-version';

it('reads app_version from GET /config, with a timeout', async () => {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { app_version: '4.2.0', video: { provider: 'p2p' } } });
  await expect(getAppVersion()).resolves.toBe('4.2.0');
  expect(get).toHaveBeenCalledWith(CONFIG_PATH, { signal: expect.any(AbortSignal) });
});

it.each([
  [null],
  [{}],
  [{ data: {} }],
  [{ data: { app_version: '' } }],
  [{ data: { app_version: 7 } }],
])('fails on an answer without a usable app_version: %j', async (body) => {
  jest.spyOn(apiClient, 'get').mockResolvedValue(body);
  await expect(getAppVersion()).rejects.toThrow('app_version');
});
