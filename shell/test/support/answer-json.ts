import { setApiUrl } from '@app/shared';

/**
 * Makes every fetch of the page answer 200 with this JSON body, through the API client's real
 * code (jsdom has no network); the mock tells what was asked.
 */
export function answerJson(body: unknown): jest.Mock {
  setApiUrl('http://api.test');
  const fetchMock = jest.fn(
    async () =>
      ({
        status: 200,
        ok: true,
        statusText: '',
        headers: { get: () => 'application/json' },
        text: async () => JSON.stringify(body),
        body: null,
      }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
