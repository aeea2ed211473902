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
    expect(pushPayloadOf(JSON.stringify({ ...payload, actions: [{ action: 'x' }] }))).toBeNull();
  });

  it("reads a declined call's Call back button", () => {
    const declined = {
      ...payload,
      type: 'callDeclined',
      actions: [{ action: 'callBack', title: 'Call back', url: '/main?callBack=t1' }],
    };
    expect(pushPayloadOf(JSON.stringify(declined))).toEqual(declined);
  });
});

describe('the page a notification click opens', () => {
  it("is the message's path on the app's own origin", () => {
    expect(appUrlOf({ url: '/users' }, SHELL)).toBe(`${SHELL}/users`);
  });

  it("is the clicked button's path, or the message's when the body was clicked", () => {
    const data = { url: '/main', actionUrls: { callBack: '/main?callBack=t1' } };
    expect(appUrlOf(data, SHELL, 'callBack')).toBe(`${SHELL}/main?callBack=t1`);
    expect(appUrlOf(data, SHELL, '')).toBe(`${SHELL}/main`);
    expect(appUrlOf(data, SHELL, 'unknown')).toBe(`${SHELL}/main`);
    expect(
      appUrlOf(
        { url: '/main', actionUrls: { callBack: 'https://evil.example' } },
        SHELL,
        'callBack',
      ),
    ).toBe(`${SHELL}/`);
  });

  it('is never another site: other origins and protocol-relative paths open the start page', () => {
    expect(appUrlOf({ url: 'https://evil.example/x' }, SHELL)).toBe(`${SHELL}/`);
    expect(appUrlOf({ url: '//evil.example/x' }, SHELL)).toBe(`${SHELL}/`);
    expect(appUrlOf(null, SHELL)).toBe(`${SHELL}/`);
  });
});
