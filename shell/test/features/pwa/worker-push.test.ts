import { appUrlOf, pushPayloadOf } from '../../../src/service-worker/push-notifications';

const SHELL = 'https://quran.example';

describe("the worker's push messages", () => {
  const payload = {
    type: 'missedCall',
    title: 'Missed call',
    body: 'Yusuf called you.',
    url: '/main',
    tag: 'notification-1',
    lang: 'en',
  };

  it('reads the JSON the server sends', () => {
    expect(pushPayloadOf(JSON.stringify(payload))).toEqual(payload);
  });

  it('ignores anything else: no text, not JSON, or a field missing', () => {
    expect(pushPayloadOf(null)).toBeNull();
    expect(pushPayloadOf('hello')).toBeNull();
    expect(pushPayloadOf(JSON.stringify({ ...payload, title: undefined }))).toBeNull();
    expect(pushPayloadOf(JSON.stringify({ ...payload, url: 7 }))).toBeNull();
    expect(pushPayloadOf(JSON.stringify({ ...payload, lang: 'fr' }))).toBeNull();
  });
});

describe('the page a notification click opens', () => {
  it("is the message's path on the app's own origin", () => {
    expect(appUrlOf({ url: '/users' }, SHELL)).toBe(`${SHELL}/users`);
  });

  it('is never another site: other origins and protocol-relative paths open the start page', () => {
    expect(appUrlOf({ url: 'https://evil.example/x' }, SHELL)).toBe(`${SHELL}/`);
    expect(appUrlOf({ url: '//evil.example/x' }, SHELL)).toBe(`${SHELL}/`);
    expect(appUrlOf(null, SHELL)).toBe(`${SHELL}/`);
  });
});
