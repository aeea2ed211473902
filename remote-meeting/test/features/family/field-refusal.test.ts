import { ApiError, changeLanguage, i18n, initI18n } from '@app/shared';
import { formRefusal, placeRefusal } from '../../../src/features/family/lib/field-refusal';

const FIELDS = ['name', 'username', 'password'] as const;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('placing a refused submit on a form', () => {
  it('puts a taken username (409) under the username', () => {
    const taken = new ApiError('taken', 409, 'users.username_taken');
    expect(placeRefusal(taken, FIELDS, { 'users.username_taken': 'username' })).toEqual({
      fields: { username: { code: 'users.username_taken' } },
      form: null,
    });
  });

  it("puts each refused field (400) under its field, by the path's last part", () => {
    const refused = new ApiError('invalid', 400, 'validation.failed', [
      { field: 'body.password', code: 'too_short', params: { min: 6 } },
      { field: 'name', code: 'required', params: {} },
    ]);
    expect(placeRefusal(refused, FIELDS)).toEqual({
      fields: {
        password: { error: { field: 'body.password', code: 'too_short', params: { min: 6 } } },
        name: { error: { field: 'name', code: 'required', params: {} } },
      },
      form: null,
    });
  });

  it('leaves to the form what no field shows, and any other failure', () => {
    const elsewhere = new ApiError('invalid', 400, 'validation.failed', [
      { field: 'birthYear', code: 'too_big', params: { max: 2026 } },
    ]);
    expect(placeRefusal(elsewhere, FIELDS).form).toBe(elsewhere);
    const full = new ApiError('limit', 409, 'family.children_limit');
    expect(placeRefusal(full, FIELDS, { 'users.username_taken': 'username' })).toEqual({
      fields: {},
      form: full,
    });
    const offline = new TypeError('Failed to fetch');
    expect(placeRefusal(offline, FIELDS)).toEqual({ fields: {}, form: offline });
  });

  it('words it in the reader’s language and marks the fields touched', () => {
    const t = i18n.getFixedT(null, 'common');
    const taken = new ApiError('taken', 409, 'users.username_taken');
    expect(formRefusal(taken, FIELDS, t, { 'users.username_taken': 'username' })).toEqual({
      errors: { username: 'This username is taken. Choose another.' },
      touched: { username: true },
      failure: null,
    });
    const full = new ApiError('limit', 409, 'family.children_limit');
    expect(formRefusal(full, FIELDS, t)).toEqual({
      errors: {},
      touched: {},
      failure: 'You look after as many children as an account may.',
    });
  });
});
