import { unpackErrorText } from '../../src/api-client/error-text';
import { documentHasCookies } from '../../src/api-client/session-refresh';
import { SESSION_HINT_COOKIE } from '../../src/protocol';

describe('unpackErrorText', () => {
  it('joins a zodMessage array with ", "', () => {
    const text = JSON.stringify({ message: 'Validation failed', zodMessage: ['a', 'b', 'c'] });
    expect(unpackErrorText(text)).toBe('a, b, c');
  });

  it('uses the message when there is no zodMessage', () => {
    expect(unpackErrorText('{"message":"Email taken"}')).toBe('Email taken');
  });

  it('uses the message when zodMessage is empty or not strings', () => {
    expect(unpackErrorText('{"message":"m","zodMessage":[]}')).toBe('m');
    expect(unpackErrorText('{"message":"m","zodMessage":[1,2]}')).toBe('m');
  });

  it.each(['Plain failure', '{not json', '["a"]', '{"other":1}', ''])(
    'returns other text unchanged: %j',
    (text) => {
      expect(unpackErrorText(text)).toBe(text);
    },
  );
});

describe('documentHasCookies', () => {
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('is false on a page without cookies and true once the readable marker is set', () => {
    expect(documentHasCookies()).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    expect(documentHasCookies()).toBe(true);
  });
});
