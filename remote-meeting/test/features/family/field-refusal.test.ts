import { ApiError, changeLanguage, i18n, initI18n } from '@app/shared';
import { checkTexts, formRefusal } from '../../../src/features/family/lib/field-refusal';

const FIELDS = ['name', 'username', 'password'] as const;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('a refused submit on a family form', () => {
  const t = () => i18n.getFixedT(null, 'common');

  it('words a taken username under its field and marks it touched', () => {
    const taken = new ApiError('taken', 409, 'users.username_taken');
    expect(formRefusal(taken, FIELDS, t(), { 'users.username_taken': 'username' })).toEqual({
      errors: { username: 'This username is taken. Choose another.' },
      touched: { username: true },
      failure: null,
    });
  });

  it("puts each refused field under its field, by the path's last part", () => {
    const refused = new ApiError('invalid', 400, 'validation.failed', [
      { field: 'body.password', code: 'too_short', params: { min: 6 } },
    ]);
    const placed = formRefusal(refused, FIELDS, t());
    expect(Object.keys(placed.errors)).toEqual(['password']);
    expect(placed.touched).toEqual({ password: true });
    expect(placed.failure).toBeNull();
  });

  it('leaves to the form what belongs to no field', () => {
    const full = new ApiError('limit', 409, 'family.children_limit');
    expect(formRefusal(full, FIELDS, t())).toEqual({
      errors: {},
      touched: {},
      failure: 'You look after as many children as an account may.',
    });
  });

  it("words the form's own checks like the server's", () => {
    expect(checkTexts({ name: { field: 'name', code: 'required', params: {} } }, t())).toEqual({
      name: expect.stringMatching(/name/i),
    });
  });
});
