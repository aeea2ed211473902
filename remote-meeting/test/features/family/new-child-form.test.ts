import {
  EMPTY_NEW_CHILD,
  newChildBody,
  newChildProblems,
  passwordProblems,
  type NewChildValues,
} from '../../../src/features/family/lib/new-child-form';

const TODAY = new Date('2026-03-01T12:00:00Z');

const valid: NewChildValues = {
  name: '  Omar Haddad ',
  username: ' Omar.H ',
  password: 'secret1',
  confirmPassword: 'secret1',
  birthYear: '2015',
};

const codes = (values: NewChildValues) =>
  Object.fromEntries(
    Object.entries(newChildProblems(values, TODAY)).map(([field, error]) => [field, error.code]),
  );

describe('the "Add a child" form', () => {
  it('asks for every field of an empty form', () => {
    expect(codes(EMPTY_NEW_CHILD)).toEqual({
      name: 'required',
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
      birthYear: 'required',
    });
  });

  it('takes a complete form and sends it trimmed, the username lower-cased, without the confirmation', () => {
    expect(newChildProblems(valid, TODAY)).toEqual({});
    expect(newChildBody(valid)).toEqual({
      name: 'Omar Haddad',
      username: 'omar.h',
      password: 'secret1',
      birthYear: 2015,
    });
  });

  it('refuses a username that could be read as a phone number or an email', () => {
    expect(codes({ ...valid, username: '0551234567' })).toEqual({ username: 'invalid' });
    expect(codes({ ...valid, username: 'omar@home' })).toEqual({ username: 'invalid' });
    expect(codes({ ...valid, username: 'om' })).toEqual({ username: 'invalid' });
    expect(codes({ ...valid, username: `o${'m'.repeat(32)}` })).toEqual({ username: 'too_long' });
  });

  it('keeps the birth year between the first allowed and this year', () => {
    expect(newChildProblems({ ...valid, birthYear: '1899' }, TODAY).birthYear).toMatchObject({
      code: 'too_small',
      params: { min: 1900 },
    });
    expect(newChildProblems({ ...valid, birthYear: '2027' }, TODAY).birthYear).toMatchObject({
      code: 'too_big',
      params: { max: 2026 },
    });
    expect(codes({ ...valid, birthYear: '20.5' })).toEqual({ birthYear: 'invalid' });
    expect(codes({ ...valid, birthYear: '2026' })).toEqual({});
  });

  it('wants a long enough name and a password typed twice alike', () => {
    expect(newChildProblems({ ...valid, name: ' Al ' }, TODAY).name).toMatchObject({
      code: 'too_short',
      params: { min: 3 },
    });
    expect(passwordProblems('secret1', 'secret2')).toEqual({
      confirmPassword: { field: 'confirmPassword', code: 'mismatch', params: {} },
    });
    expect(passwordProblems('short', 'short').password).toMatchObject({
      code: 'too_short',
      params: { min: 6 },
    });
  });
});
