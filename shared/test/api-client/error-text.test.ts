import { unpackErrorText } from '../../src/api-client/error-text';

describe('unpackErrorText', () => {
  it('takes the English message of a JSON error body', () => {
    expect(unpackErrorText('{"code":"users.email_taken","message":"Email taken"}')).toBe(
      'Email taken',
    );
  });

  it('returns any other text unchanged', () => {
    for (const text of ['plain words', '{not json', '{"detail":"x"}']) {
      expect(unpackErrorText(text)).toBe(text);
    }
  });
});
